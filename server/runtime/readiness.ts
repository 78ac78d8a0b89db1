/**
 * Whether this instance can serve: what a load balancer asks before sending it visitors. The
 * liveness page (/sante) says only that the process answers; this checks what every request or job
 * depends on: the database, the job queue (pg-boss's tables in that database) and the photo store.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStore } from '../storage/files';

export const READINESS_TIMEOUT_MS = 2_000;

export type ComponentState = 'ok' | 'indisponible';

export interface Readiness {
  pret: boolean;
  base: ComponentState;
  file: ComponentState;
  stockage: ComponentState;
}

/** `check`'s outcome within the time a load balancer waits: a component that hangs is not ready. */
async function stateOf(check: () => Promise<unknown>, timeoutMs: number): Promise<ComponentState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([check(), timedOut]);
    return 'ok';
  } catch {
    return 'indisponible';
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(db: Db, files: FileStore, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const [base, file, stockage] = await Promise.all([
    stateOf(() => db.execute(sql`select 1`), timeoutMs),
    // The queue's own tables: missing, or unreadable, and no mail or push would leave.
    stateOf(() => db.execute(sql`select version from pgboss.version limit 1`), timeoutMs),
    stateOf(() => files.check(), timeoutMs),
  ]);
  return { pret: base === 'ok' && file === 'ok' && stockage === 'ok', base, file, stockage };
}
