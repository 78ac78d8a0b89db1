/** The back office's daily figures of buyers and sellers (stat_jour): counted where they happen, read per day. */
import { sql } from 'drizzle-orm';
import { DAILY_STAT_NAMES, type DailyStat } from '@/lib/buyer-stats';
import { moroccoDay } from '@/lib/format';
import type { Db } from '../client';

export async function countToday(db: Db, nom: DailyStat, n = 1, now = new Date()): Promise<void> {
  if (n <= 0) return;
  await db.execute(
    sql`insert into stat_jour (jour, nom, n) values (${moroccoDay(now)}, ${nom}, ${n}) on conflict (jour, nom) do update set n = stat_jour.n + excluded.n`,
  );
}

export type DailyStatsRow = { jour: string } & Record<DailyStat, number>;

/** The last `days` Moroccan days, newest first, every figure of each (0 when nothing happened). */
export async function dailyStats(db: Db, days: number, now = new Date()): Promise<DailyStatsRow[]> {
  const since = moroccoDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const { rows } = await db.execute<{ jour: string; nom: DailyStat; n: number }>(sql`select jour::text as jour, nom, n from stat_jour where jour >= ${since}`);
  const byDay = new Map<string, DailyStatsRow>();
  for (let i = 0; i < days; i++) {
    const jour = moroccoDay(new Date(now.getTime() - i * 86_400_000));
    byDay.set(jour, { jour, ...(Object.fromEntries(DAILY_STAT_NAMES.map((name) => [name, 0])) as Record<DailyStat, number>) });
  }
  for (const row of rows) {
    const day = byDay.get(row.jour);
    if (day && row.nom in day) day[row.nom] = Number(row.n);
  }
  return [...byDay.values()];
}
