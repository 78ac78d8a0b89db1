/**
 * A base backup by PostgreSQL's low-level API (pg_backup_start / pg_backup_stop, "Continuous
 * Archiving and Point-in-Time Recovery" in its manual): the data folder is copied while the server
 * runs, into one tar.gz, and the WAL archived meanwhile makes the copy consistent on restore.
 * pg_basebackup would do the same over a connection, but a fresh machine has none of the server's
 * version (the embedded package ships only initdb, pg_ctl and postgres), and an older one refuses
 * a newer server.
 *
 * A backup is `base/<label>/data.tar.gz`, `photos.txt` (the photos there were) and `manifest.json`,
 * written last: a backup without its manifest was never finished and is not one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import type { BackupStore } from './store';
import { copyPhotos, type PhotoSource } from './photos';
import { BACKUP_FORMAT, baseKey, labelOf, type BackupManifest } from './catalogue';

/** The password of the embedded server's postgres role travels in the archive under this name. */
export const PASSWORD_ENTRY = 'motomaroc-postgres.password';

/**
 * What is not copied (PostgreSQL's manual, "Making a Base Backup Using the Low Level API"): the
 * contents of these folders are rebuilt or replayed on start, and these files describe the
 * running server, not the data.
 */
const EMPTIED_FOLDERS = new Set(['pg_wal', 'pg_stat_tmp', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);
const LEFT_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
  'pg_internal.init',
]);

export interface BaseBackupOptions {
  /** a connection to the server as a superuser */
  databaseUrl: string;
  /** the server's data folder, readable by this process */
  dataDir: string;
  /** the embedded server's password file, kept with the data so that the restored server can be reached */
  passwordFile?: string;
  store: BackupStore;
  photos?: PhotoSource;
  /** where the archive is written before it goes to the store (a folder on the same disk as a local store) */
  workDir?: string;
  now?: () => Date;
}

/** Reads a file of a running cluster as tar wants it: exactly `size` bytes, zeros for what was truncated meanwhile (WAL replay rewrites it). */
async function addFile(pack: tar.Pack, name: string, file: string, stat: fs.Stats): Promise<void> {
  let settle: (error?: Error | null) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve())));
  const entry = pack.entry({ name, size: stat.size, mode: stat.mode & 0o7777, mtime: stat.mtime, type: 'file' }, (error) => settle(error));
  const handle = await fsp.open(file, 'r');
  try {
    const chunk = Buffer.alloc(1024 * 1024);
    let written = 0;
    while (written < stat.size) {
      const want = Math.min(chunk.length, stat.size - written);
      const { bytesRead } = await handle.read(chunk, 0, want, written);
      const part = bytesRead > 0 ? Buffer.from(chunk.subarray(0, bytesRead)) : Buffer.alloc(want);
      written += part.length;
      if (!entry.write(part)) await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
    }
  } finally {
    await handle.close();
  }
  entry.end(() => undefined);
  await done;
}

function addText(pack: tar.Pack, name: string, text: string): void {
  pack.entry({ name, mode: 0o600, type: 'file' }, text);
}

/** Every file of the data folder but those left out, folders first. */
async function addFolder(pack: tar.Pack, root: string, relative = ''): Promise<void> {
  const folder = path.join(root, relative);
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(folder, { withFileTypes: true });
  } catch (error) {
    // A folder dropped meanwhile (a database dropped): replay drops it too.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.name.startsWith('pgsql_tmp') || LEFT_FILES.has(entry.name)) continue;
    const full = path.join(root, name);
    const stat = await fsp.lstat(full).catch(() => undefined);
    if (!stat) continue;
    if (stat.isDirectory()) {
      pack.entry({ name, type: 'directory', mode: stat.mode & 0o7777, mtime: stat.mtime });
      // pg_wal keeps its archive_status folder, empty.
      if (relative === '' && entry.name === 'pg_wal') pack.entry({ name: `${name}/archive_status`, type: 'directory', mode: 0o700 });
      if (!(relative === '' && EMPTIED_FOLDERS.has(entry.name))) await addFolder(pack, root, name);
    } else if (stat.isFile()) {
      await addFile(pack, name, full, stat).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** The archive in the store reads back with the checksum it was written with. */
async function checkStored(store: BackupStore, key: string, sha256: string, workDir: string): Promise<void> {
  const copy = path.join(workDir, `check-${crypto.randomBytes(4).toString('hex')}.tar.gz`);
  try {
    if (!(await store.getFile(key, copy))) throw new Error(`${key} is missing from ${store.where} right after it was written`);
    const read = await sha256Of(copy);
    if (read !== sha256) throw new Error(`${key} reads back with checksum ${read}, written with ${sha256}`);
  } finally {
    await fsp.rm(copy, { force: true });
  }
}

/** Takes a base backup, checks it, and answers its manifest. */
export async function takeBaseBackup(options: BaseBackupOptions): Promise<BackupManifest> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const label = labelOf(started);
  const workDir = options.workDir ?? os.tmpdir();
  await fsp.mkdir(workDir, { recursive: true });
  const archive = path.join(workDir, `${label}.tar.gz.part`);
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'motomaroc-backup' });
  await client.connect();
  try {
    const archiving = await client.query<{ archive_mode: string }>('show archive_mode');
    if (archiving.rows[0]?.archive_mode === 'off') {
      throw new Error('WAL archiving is off on this server: a base backup without its WAL could not be restored (archive_mode).');
    }
    const begin = await client.query<{ lsn: string; walfile: string; version: string }>(
      "select lsn::text, pg_walfile_name(lsn) as walfile, current_setting('server_version') as version from pg_backup_start($1, true) as lsn",
      [`motomaroc ${label}`],
    );
    let finish: { lsn: string; walfile: string; labelfile: string; spcmapfile: string };
    const hash = crypto.createHash('sha256');
    let archiveBytes = 0;
    let dataBytes = 0;
    try {
      const pack = tar.pack();
      const gzip = zlib.createGzip({ level: 1 });
      gzip.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        archiveBytes += chunk.length;
      });
      pack.on('data', (chunk: unknown) => (dataBytes += (chunk as Buffer).length));
      const written = pipeline(pack, gzip, fs.createWriteStream(archive));
      await addFolder(pack, options.dataDir);
      if (options.passwordFile && fs.existsSync(options.passwordFile)) addText(pack, PASSWORD_ENTRY, await fsp.readFile(options.passwordFile, 'utf8'));
      // Waits until the WAL the copy needs is archived: the backup is restorable once this returns.
      const stop = await client.query<{ lsn: string; walfile: string; labelfile: string; spcmapfile: string }>(
        'select lsn::text, pg_walfile_name(lsn) as walfile, labelfile, spcmapfile from pg_backup_stop(true)',
      );
      finish = stop.rows[0]!;
      addText(pack, 'backup_label', finish.labelfile);
      if (finish.spcmapfile) addText(pack, 'tablespace_map', finish.spcmapfile);
      pack.finalize();
      await written;
    } catch (error) {
      // Ends the backup mode this session holds (it would end with the session anyway).
      await client.query('select pg_backup_stop(false)').catch(() => undefined);
      throw error;
    }
    const sha256 = hash.digest('hex');
    const key = `${baseKey(label)}data.tar.gz`;
    await options.store.putFile(key, archive);
    await checkStored(options.store, key, sha256, workDir);
    const photos = options.photos ? await copyPhotos(options.photos, options.store) : [];
    await options.store.putText(`${baseKey(label)}photos.txt`, photos.map((photo) => `${photo.key}\t${photo.size}\n`).join(''));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      label,
      started: started.toISOString(),
      finished: now().toISOString(),
      serverVersion: begin.rows[0]!.version,
      startLsn: begin.rows[0]!.lsn,
      startWal: begin.rows[0]!.walfile,
      stopLsn: finish.lsn,
      stopWal: finish.walfile,
      dataBytes,
      archiveBytes,
      sha256,
      photos: photos.length,
      photoBytes: photos.reduce((sum, photo) => sum + photo.size, 0),
    };
    await options.store.putText(`${baseKey(label)}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await client.end().catch(() => undefined);
    await fsp.rm(archive, { force: true });
  }
}
