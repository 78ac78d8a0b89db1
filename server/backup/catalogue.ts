/**
 * What a backup store holds, read from the store itself (never from the database being backed up,
 * which a restore takes back in time): base backups by their manifest, the WAL archived since,
 * and the restore tests' reports.
 */
import type { BackupStore } from './store';

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** the start time, compact (20261128T101500Z): the backup's name */
  label: string;
  started: string;
  /** the backup is restorable to any time from here on (while its WAL is kept) */
  finished: string;
  serverVersion: string;
  startLsn: string;
  /** the first WAL segment a restore needs */
  startWal: string;
  stopLsn: string;
  stopWal: string;
  /** bytes of the data folder copied, and of the archive once compressed */
  dataBytes: number;
  archiveBytes: number;
  /** of data.tar.gz, checked when it is read back */
  sha256: string;
  photos: number;
  photoBytes: number;
}

export interface RestoreTestReport {
  /** when the test ran */
  at: string;
  label: string;
  ok: boolean;
  seconds: number;
  /** what the restored database held, or why it failed */
  listings?: number;
  users?: number;
  payments?: number;
  error?: string;
}

/** The label for a backup started at `date`. */
export function labelOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export const baseKey = (label: string) => `base/${label}/`;
export const WAL_PREFIX = 'wal/';
export const RESTORE_TEST_PREFIX = 'restore-tests/';

/** The finished base backups, oldest first. */
export async function listBackups(store: BackupStore): Promise<BackupManifest[]> {
  const manifests = (await store.list('base/')).filter((file) => file.key.endsWith('/manifest.json'));
  const read = await Promise.all(manifests.map(async (file) => JSON.parse((await store.getText(file.key)) ?? 'null') as BackupManifest | null));
  return read.filter((manifest): manifest is BackupManifest => manifest?.format === BACKUP_FORMAT).sort((a, b) => (a.started < b.started ? -1 : 1));
}

/** The restore tests' reports, oldest first. */
export async function listRestoreTests(store: BackupStore): Promise<RestoreTestReport[]> {
  const files = await store.list(RESTORE_TEST_PREFIX);
  const read = await Promise.all(files.map(async (file) => JSON.parse((await store.getText(file.key)) ?? 'null') as RestoreTestReport | null));
  return read.filter((report): report is RestoreTestReport => Boolean(report?.at)).sort((a, b) => (a.at < b.at ? -1 : 1));
}

/** `a` before `b` in WAL order (the segment's 16 last hex digits; the timeline first is ignored, as each timeline continues the last). */
export function walBefore(a: string, b: string): boolean {
  return a.slice(-16) < b.slice(-16);
}
