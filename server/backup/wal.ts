/**
 * Continuous WAL archiving: PostgreSQL hands each finished WAL segment to `archive_command`, and
 * switches segments at least every minute (`archive_timeout`), so a lost disk loses at most about a
 * minute of writes. Segments land in a local folder first (fast, no network in the server's way);
 * with S3 backups they are sent on from there and removed once sent.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { WAL_PREFIX } from './catalogue';
import type { BackupStore } from './store';

/** Seconds after which a segment is archived even when not full: the most writes a lost disk can lose. */
export const ARCHIVE_TIMEOUT_S = 60;

/** A folder the shell command can name: no quote or % (which archive_command reads as its own). */
function checkedFolder(folder: string): string {
  if (!path.isAbsolute(folder) || /['%\n\r\\]/.test(folder))
    throw new Error(`the WAL folder ${folder} must be an absolute path without quotes, % or backslashes`);
  return folder;
}

/**
 * The server settings that archive into `walDir`. The command is PostgreSQL's documented one,
 * compressed (a segment closed by archive_timeout is 16 MB, mostly zeros: about 1 GB an hour of
 * an idle site otherwise) and made safe: a segment already archived with the same bytes is success
 * (a retry after a crash), with other bytes a failure; a new one is written under a temporary
 * name, flushed, then renamed.
 */
export function archiveSettings(walDir: string): Record<string, string> {
  const folder = checkedFolder(walDir);
  const command =
    `if [ -f '${folder}/%f.gz' ]; then gzip -dc '${folder}/%f.gz' | cmp -s - '%p'; ` +
    `else gzip -1 -c '%p' > '${folder}/%f.gz.part' && sync '${folder}/%f.gz.part' && mv '${folder}/%f.gz.part' '${folder}/%f.gz'; fi`;
  return { archive_mode: 'on', archive_command: command, archive_timeout: String(ARCHIVE_TIMEOUT_S), wal_level: 'replica' };
}

/** The settings that read archived segments back during a restore (a missing one ends the replay). */
export function restoreSettings(walDir: string): Record<string, string> {
  const folder = checkedFolder(walDir);
  return { restore_command: `test -f '${folder}/%f.gz' && gzip -dc '${folder}/%f.gz' > '%p'` };
}

/** Sends the archived segments to a remote store, then removes them here; the number sent. */
export async function shipWal(walDir: string, store: BackupStore): Promise<number> {
  const names = (await fsp.readdir(walDir).catch(() => [] as string[])).filter((name) => !name.endsWith('.part')).sort();
  for (const name of names) {
    await store.putFile(`${WAL_PREFIX}${name}`, path.join(walDir, name));
    await fsp.rm(path.join(walDir, name));
  }
  return names.length;
}

export interface ArchiverStatus {
  /** the server's archive_mode: off, on or always */
  mode: string;
  lastArchivedWal: string | null;
  lastArchivedAt: Date | null;
  lastFailedAt: Date | null;
  /** finished segments not yet archived, and since when; null without a superuser's rights */
  waiting: number | null;
  oldestWaitingAt: Date | null;
}

/** A pg client or pool, or anything that runs a query text and answers its rows (Drizzle's execute). */
type Queryable = { query(text: string): Promise<{ rows: unknown[] }> };

/** A time as pg or Drizzle hands it (a Date, or its text). */
const asDate = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value));

/** PostgreSQL's own account of its archiving (pg_stat_archiver, and pg_wal/archive_status for a superuser). */
export async function archiverStatus(client: Queryable): Promise<ArchiverStatus> {
  const { rows } = await client.query(
    "select current_setting('archive_mode') as mode, last_archived_wal, last_archived_time, last_failed_time from pg_stat_archiver",
  );
  const row = rows[0] as { mode: string; last_archived_wal: string | null; last_archived_time: Date | string | null; last_failed_time: Date | string | null };
  const waiting = await client
    .query("select count(*)::int as n, min(modification) as oldest from pg_ls_archive_statusdir() where name like '%.ready'")
    .then((answer) => answer.rows[0] as { n: number; oldest: Date | string | null })
    .catch(() => null);
  return {
    mode: row.mode,
    lastArchivedWal: row.last_archived_wal,
    lastArchivedAt: asDate(row.last_archived_time),
    lastFailedAt: asDate(row.last_failed_time),
    waiting: waiting?.n ?? null,
    oldestWaitingAt: asDate(waiting?.oldest),
  };
}
