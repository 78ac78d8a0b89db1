/**
 * Restores a base backup into a data folder and lets PostgreSQL's own recovery replay the archived
 * WAL (`restore_command`) up to a point in time (`recovery_target_time`) or to the end of the
 * archive. Used by `npm run restore` and by the scheduled restore test.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { PASSWORD_ENTRY } from '../../server/backup/base-backup';
import { baseKey, listBackups, walBefore, WAL_PREFIX, type BackupManifest } from '../../server/backup/catalogue';
import { restorePhotos, type PhotoSource } from '../../server/backup/photos';
import type { BackupStore } from '../../server/backup/store';
import { restoreSettings } from '../../server/backup/wal';
import { EmbeddedPostgres } from './embedded-postgres';
import { delay, freePort, isProcessAlive } from './processes';

export type RestoreTarget = { latest: true } | { time: Date } | { label: string };

export interface RestoreOptions {
  store: BackupStore;
  target: RestoreTarget;
  /** the folder the cluster is restored into */
  dataDir: string;
  /** a folder that holds a cluster is moved aside (never deleted) rather than refused */
  force?: boolean;
  /** settings the server runs with while it recovers (WAL archiving, for a restore that carries on the live site) */
  settings?: Record<string, string>;
  /** the photos go back here */
  photos?: PhotoSource;
  /** the site's database in the cluster, whose rows the report counts (motomaroc) */
  database?: string;
  log?: (message: string) => void;
}

export interface RestoreReport {
  backup: BackupManifest;
  /** the last transaction replayed, as PostgreSQL tells it, or the backup's end */
  restoredTo: string;
  listings: number;
  users: number;
  payments: number;
  photos: number;
  seconds: number;
  /** where a folder that held a cluster was moved */
  movedAside?: string;
}

export class RestoreRefused extends Error {}

/** Which backup a target starts from: the newest finished before the target time. */
export function backupFor(backups: BackupManifest[], target: RestoreTarget): BackupManifest {
  if (backups.length === 0) throw new RestoreRefused('No backup is finished yet: nothing to restore.');
  if ('label' in target) {
    const found = backups.find((manifest) => manifest.label === target.label);
    if (!found) throw new RestoreRefused(`No backup is named ${target.label}; there are: ${backups.map((manifest) => manifest.label).join(', ')}.`);
    return found;
  }
  if ('latest' in target) return backups[backups.length - 1]!;
  if (target.time.getTime() > Date.now()) throw new RestoreRefused(`${target.time.toISOString()} has not come yet.`);
  const before = backups.filter((manifest) => new Date(manifest.finished) <= target.time);
  if (before.length === 0) {
    throw new RestoreRefused(`No backup was finished by ${target.time.toISOString()}: the oldest kept can be restored from ${backups[0]!.finished}.`);
  }
  return before[before.length - 1]!;
}

/** A time as an operator writes it: "2026-11-27 10:42" (this machine's time zone) or ISO 8601 with its offset. */
export function parseRestoreTime(text: string): Date {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const date = local
    ? new Date(Number(local[1]), Number(local[2]) - 1, Number(local[3]), Number(local[4]), Number(local[5]), Number(local[6] ?? 0))
    : new Date(text);
  if (Number.isNaN(date.getTime()) || (!local && !/T.*(Z|[+-]\d{2}:?\d{2})$/.test(text.trim()))) {
    throw new RestoreRefused(`"${text}" is not a time: write it as "2026-11-27 10:42" (this machine's time) or 2026-11-27T10:42:00+01:00.`);
  }
  return date;
}

/** The tar entries land inside `dataDir` only; the password goes beside it, as the embedded server keeps it. */
async function extract(archive: string, sha256: string, dataDir: string): Promise<void> {
  const hash = crypto.createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const extractor = tar.extract();
  extractor.on('entry', (header, stream, next) => {
    const name = path.normalize(header.name);
    if (name.startsWith('..') || path.isAbsolute(name)) {
      next(new Error(`the archive names a file outside its folder: ${header.name}`));
      return;
    }
    const target = name === PASSWORD_ENTRY ? `${dataDir}.password` : path.join(dataDir, name);
    if (header.type === 'directory') {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      stream.resume();
      stream.on('end', () => next());
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    pipeline(stream, fs.createWriteStream(target, { mode: (header.mode ?? 0o600) & 0o700 })).then(() => next(), next);
  });
  await pipeline(fs.createReadStream(archive), tap, zlib.createGunzip(), extractor);
  const read = hash.digest('hex');
  if (read !== sha256) throw new Error(`the archive reads with checksum ${read}, but was written with ${sha256}: it is damaged`);
}

/** As root the server runs as postgres (embedded-postgres.ts), which must own what was restored. */
function handToServer(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const result = spawnSync('chown', ['-R', 'postgres:postgres', dataDir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`chown of ${dataDir} failed: ${result.stderr}`);
}

/** A folder holds a cluster: refused, or moved aside with `force`. */
async function clearTarget(dataDir: string, force: boolean): Promise<string | undefined> {
  const entries = await fsp.readdir(dataDir).catch(() => [] as string[]);
  if (entries.length === 0) return undefined;
  const pid = Number((await fsp.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    throw new RestoreRefused(`A PostgreSQL server is running on ${dataDir} (pid ${pid}): stop the site first (Ctrl-C, or SIGTERM to npm start).`);
  }
  if (!force) {
    throw new RestoreRefused(
      `${dataDir} holds ${entries.includes('PG_VERSION') ? 'a database' : 'files'}: stop the site, then add --force to restore over it (the folder is moved aside, not deleted), or choose another folder with --data-dir.`,
    );
  }
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}`;
  await fsp.rename(dataDir, aside);
  return aside;
}

/** The segments a restore from `backup` reads, fetched from a remote store (a local one is read in place). */
async function fetchWal(store: BackupStore, backup: BackupManifest, walDir: string): Promise<void> {
  await fsp.mkdir(walDir, { recursive: true });
  for (const file of await store.list(WAL_PREFIX)) {
    const name = file.key.slice(WAL_PREFIX.length);
    if (!name.includes('.history') && walBefore(name.slice(0, 24), backup.startWal)) continue;
    if (!fs.existsSync(path.join(walDir, name))) await store.getFile(file.key, path.join(walDir, name));
  }
}

/** A time as PostgreSQL's settings read it (not ISO 8601's T and Z). */
const postgresTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '+00');

function replayedTo(log: string, fallback: string): string {
  const last = [...log.matchAll(/last completed transaction was at log time ([^\n]+)/g)].pop();
  return (last?.[1] ?? fallback).trim();
}

/** Restores, recovers, reports, and leaves the server stopped. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const backup = backupFor(await listBackups(options.store), options.target);
  const movedAside = await clearTarget(options.dataDir, options.force ?? false);
  if (movedAside) log(`the folder that was there is now ${movedAside}`);
  await fsp.mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'motomaroc-restore-'));
  // As root the server runs as postgres, which reads the fetched WAL from here.
  await fsp.chmod(workDir, 0o755);
  try {
    log(`restoring the base backup ${backup.label} (finished ${backup.finished}, ${(backup.archiveBytes / 1e6).toFixed(1)} MB)`);
    const archive = path.join(workDir, 'data.tar.gz');
    if (!(await options.store.getFile(`${baseKey(backup.label)}data.tar.gz`, archive)))
      throw new Error(`the archive of ${backup.label} is missing from ${options.store.where}`);
    await extract(archive, backup.sha256, options.dataDir);
    await fsp.rm(archive);
    await fsp.mkdir(path.join(options.dataDir, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
    await fsp.writeFile(path.join(options.dataDir, 'recovery.signal'), '');
    // A folder store's WAL is read where it was archived; a bucket's is fetched first.
    const walDir = options.store.remote ? path.join(workDir, 'wal') : path.join(options.store.where, WAL_PREFIX);
    if (options.store.remote) await fetchWal(options.store, backup, walDir);
    handToServer(options.dataDir);

    const target: Record<string, string> =
      'time' in options.target
        ? { recovery_target_time: postgresTime(options.target.time), recovery_target_action: 'promote' }
        : 'label' in options.target
          ? { recovery_target: 'immediate', recovery_target_action: 'promote' }
          : {};
    const server = new EmbeddedPostgres({
      dataDir: options.dataDir,
      port: await freePort(),
      settings: { ...options.settings, ...restoreSettings(walDir), ...target, recovery_target_timeline: 'latest' },
      log,
    });
    const logStart = fs.existsSync(server.logFile) ? fs.statSync(server.logFile).size : 0;
    log('replaying the archived WAL…');
    await server.start();
    try {
      const client = server.client('postgres');
      await client.connect();
      try {
        for (let waited = 0; (await client.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering')).rows[0]!.recovering; waited += 200) {
          if (waited > 3_600_000) throw new Error('recovery is still running after an hour');
          await delay(200);
        }
      } finally {
        await client.end();
      }
      const site = server.client(options.database ?? 'motomaroc');
      await site.connect();
      let counts: { listings: number; users: number; payments: number };
      try {
        const { rows } = await site.query<{ listings: string; users: string; payments: string }>(
          `select (select count(*) from annonce_moto) + (select count(*) from annonce_equipement) as listings,
                  (select count(*) from utilisateur) as users,
                  (select count(*) from paiement where etat = 'payee') as payments`,
        );
        counts = { listings: Number(rows[0]!.listings), users: Number(rows[0]!.users), payments: Number(rows[0]!.payments) };
      } finally {
        await site.end();
      }
      const serverLog = (await fsp.readFile(server.logFile, 'utf8')).slice(logStart);
      const photos = options.photos
        ? await restorePhotos(options.store, (await options.store.getText(`${baseKey(backup.label)}photos.txt`)) ?? '', options.photos)
        : 0;
      return {
        backup,
        restoredTo: replayedTo(serverLog, backup.finished),
        ...counts,
        photos,
        seconds: (Date.now() - started) / 1000,
        movedAside,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
