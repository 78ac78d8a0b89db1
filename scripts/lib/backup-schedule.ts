/**
 * The embedded server's backups, run by the start script that owns it (it alone can read its data
 * folder): a base backup when the last is a day old, its photos, retention, the archived WAL sent
 * on to a bucket, the photos copied hourly between backups, and a restore test of the newest
 * backup once a week, into a folder of its own that is deleted afterwards.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { takeBaseBackup } from '../../server/backup/base-backup';
import { listBackups, listRestoreTests, RESTORE_TEST_PREFIX, type RestoreTestReport } from '../../server/backup/catalogue';
import { copyPhotos, type PhotoSource } from '../../server/backup/photos';
import { pruneBackups, type Retention } from '../../server/backup/retention';
import type { BackupStore } from '../../server/backup/store';
import pg from 'pg';
import { archiverStatus, shipWal } from '../../server/backup/wal';
import { delay } from './processes';
import { restoreBackup } from './restore';

export const BACKUP_EVERY_MS = 24 * 3_600_000;
export const RESTORE_TEST_EVERY_MS = 7 * 24 * 3_600_000;
const PHOTOS_EVERY_MS = 3_600_000;
const TICK_MS = 60_000;

export interface BackupScheduleOptions {
  store: BackupStore;
  /** a superuser connection to the embedded server */
  databaseUrl: () => string;
  dataDir: string;
  passwordFile: string;
  walDir: string;
  photos: PhotoSource;
  retention: Retention;
  say: (message: string) => void;
  /** false while the server is down (being started again) */
  serverUp: () => boolean;
}

/** What the schedule does at one tick; exported for the tests, which tick by hand. */
export async function backupTick(options: BackupScheduleOptions, state: { photosCopiedAt: number }, now = Date.now()): Promise<string[]> {
  const done: string[] = [];
  if (options.store.remote) {
    const sent = await shipWal(options.walDir, options.store);
    if (sent > 0) done.push(`wal:${sent}`);
  }
  const backups = await listBackups(options.store);
  let newest = backups[backups.length - 1];
  if (!newest || now - new Date(newest.started).getTime() >= BACKUP_EVERY_MS) {
    const workDir = options.store.remote ? path.join(os.tmpdir(), 'motomaroc-backup') : path.join(options.store.where, 'tmp');
    const manifest = await takeBaseBackup({
      databaseUrl: options.databaseUrl(),
      dataDir: options.dataDir,
      passwordFile: options.passwordFile,
      store: options.store,
      photos: options.photos,
      workDir,
    });
    newest = manifest;
    state.photosCopiedAt = now;
    options.say(
      `backup ${manifest.label} taken and checked: ${(manifest.archiveBytes / 1e6).toFixed(1)} MB for ${(manifest.dataBytes / 1e6).toFixed(1)} MB of data, ${manifest.photos} photos`,
    );
    done.push(`backup:${manifest.label}`);
    const pruned = await pruneBackups(options.store, options.retention);
    if (pruned.backups.length > 0)
      options.say(`backups no longer kept, deleted: ${pruned.backups.join(', ')} (${pruned.walFiles} WAL segments, ${pruned.photos} photos)`);
  } else if (now - state.photosCopiedAt >= PHOTOS_EVERY_MS) {
    await copyPhotos(options.photos, options.store);
    state.photosCopiedAt = now;
    done.push('photos');
  }
  const tests = await listRestoreTests(options.store);
  const lastTest = tests[tests.length - 1];
  if (newest && (!lastTest || (lastTest.label !== newest.label && now - new Date(lastTest.at).getTime() >= RESTORE_TEST_EVERY_MS))) {
    const report = await testRestore(options, newest.label);
    options.say(
      report.ok ? `restore test of ${report.label} passed in ${report.seconds.toFixed(0)} s` : `restore test of ${report.label} FAILED: ${report.error}`,
    );
    done.push(`restore-test:${report.ok ? 'ok' : 'failed'}`);
  }
  return done;
}

/** Restores `label` into a folder of its own, counts what it holds, writes the report to the store. */
export async function testRestore(options: Pick<BackupScheduleOptions, 'store'>, label: string): Promise<RestoreTestReport> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'motomaroc-restore-test-'));
  // As root the restored server runs as postgres, which must reach its folder.
  await fsp.chmod(folder, 0o711);
  const at = new Date();
  let report: RestoreTestReport;
  try {
    const restored = await restoreBackup({
      store: options.store,
      target: { label },
      dataDir: path.join(folder, 'postgres'),
    });
    report = {
      at: at.toISOString(),
      label,
      ok: true,
      seconds: restored.seconds,
      listings: restored.listings,
      users: restored.users,
      payments: restored.payments,
    };
  } catch (error) {
    report = { at: at.toISOString(), label, ok: false, seconds: (Date.now() - at.getTime()) / 1000, error: (error as Error).message.slice(0, 500) };
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
  await options.store.putText(`${RESTORE_TEST_PREFIX}${report.at.replace(/[-:.]/g, '')}.json`, `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/**
 * On a clean stop the segment in progress would wait for the next start to be archived: it is
 * closed and archived now (within 10 s), so that the backups hold every write up to the stop.
 */
export async function archiveLastWrites(options: Pick<BackupScheduleOptions, 'databaseUrl' | 'store' | 'walDir'>): Promise<void> {
  const client = new pg.Client({ connectionString: options.databaseUrl(), application_name: 'motomaroc-backup' });
  await client.connect();
  try {
    // The segment just closed (or, with nothing written since the last switch, the one before, archived already).
    const { rows } = await client.query<{ walfile: string }>('select pg_walfile_name(pg_switch_wal()) as walfile');
    const wanted = rows[0]?.walfile;
    for (let waited = 0; wanted && waited < 10_000; waited += 100) {
      const { lastArchivedWal } = await archiverStatus(client);
      if (lastArchivedWal && lastArchivedWal >= wanted) break;
      await delay(100);
    }
  } finally {
    await client.end();
  }
  if (options.store.remote) await shipWal(options.walDir, options.store);
}

/** Ticks every minute until stopped; a tick that fails is logged and tried again at the next. */
export function startBackupSchedule(options: BackupScheduleOptions): { stop(): Promise<void> } {
  const state = { photosCopiedAt: 0 };
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped || !options.serverUp()) return;
    running = backupTick(options, state)
      .then(() => undefined)
      .catch((error: Error) => options.say(`backup: ${error.message}`))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  // The first a little after the start, once the site serves.
  const first = setTimeout(tick, 30_000);
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
      if (options.serverUp()) await archiveLastWrites(options).catch((error: Error) => options.say(`last writes not archived at stop: ${error.message}`));
    },
  };
}
