/**
 * Backups against a real PostgreSQL that archives its WAL: a base backup read back by checksum,
 * writes after it, then restores by PostgreSQL's own recovery to a point in time, to the latest
 * archived write, and to a named backup, with the photos; a folder that holds a database is
 * refused, then moved aside; a damaged archive is refused. Both stores: a folder, and a bucket
 * (s3rver) with the WAL sent on from the local folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgres } from '@/scripts/lib/embedded-postgres';
import { backupTick, testRestore } from '@/scripts/lib/backup-schedule';
import { delay, freePort } from '@/scripts/lib/processes';
import { backupFor, parseRestoreTime, restoreBackup, RestoreRefused } from '@/scripts/lib/restore';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { takeBaseBackup } from './base-backup';
import { baseKey, listBackups, listRestoreTests, type BackupManifest } from './catalogue';
import { uploadsFolder } from './photos';
import { localBackupStore, s3BackupStore, type BackupStore } from './store';
import { archiverStatus, archiveSettings, shipWal } from './wal';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-backups-'));
// As root the embedded PostgreSQL runs as the postgres user, who must reach its folders.
fs.chmodSync(dir, 0o755);
let s3server: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  const port = await freePort();
  s3server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: path.join(dir, 's3rver'),
    silent: true,
    configureBuckets: [{ name: 'sauvegardes', configs: [] }],
  });
  await s3server.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Inserts `n` users named after `tag`. */
async function addUsers(server: EmbeddedPostgres, tag: string, n: number): Promise<void> {
  const client = server.client('motomaroc');
  await client.connect();
  try {
    for (let i = 0; i < n; i++)
      await client.query('insert into utilisateur (uid, nom, email) values ($1, $2, $3)', [`${tag}-${i}`, tag, `${tag}-${i}@test.ma`]);
  } finally {
    await client.end();
  }
}

/** Switches WAL segments and waits until the one holding the last writes is archived. */
async function archiveNow(server: EmbeddedPostgres): Promise<void> {
  const client = server.client('postgres');
  await client.connect();
  try {
    const { rows } = await client.query<{ walfile: string }>('select pg_walfile_name(pg_switch_wal()) as walfile');
    const wanted = rows[0]!.walfile;
    for (let waited = 0; ; waited += 100) {
      const status = await archiverStatus(client);
      if (status.lastArchivedWal && status.lastArchivedWal >= wanted) return;
      if (waited > 20_000) throw new Error(`${wanted} not archived: ${JSON.stringify(status)}`);
      await delay(100);
    }
  } finally {
    await client.end();
  }
}

const stores: [string, (root: string) => BackupStore][] = [
  ['a folder', (root) => localBackupStore(path.join(root, 'backups'))],
  [
    'a bucket',
    // Parts of 5 MiB: the base backup goes up in several.
    () =>
      s3BackupStore({ bucket: 'sauvegardes', region: 'us-east-1', endpoint: s3Endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, 5 * 1024 * 1024),
  ],
];

describe.each(stores)('backups kept in %s', (name, makeStore) => {
  const root = path.join(dir, name.replace(/\W/g, '-'));
  const walDir = path.join(root, 'backups', 'wal');
  const dataDir = path.join(root, 'postgres');
  const uploads = path.join(root, 'uploads');
  let store: BackupStore;
  let server: EmbeddedPostgres;
  let manifest: BackupManifest;
  let between: Date;

  beforeAll(async () => {
    fs.mkdirSync(root, { recursive: true, mode: 0o755 });
    store = makeStore(root);
    server = new EmbeddedPostgres({ dataDir, port: await freePort(), settings: archiveSettings(walDir), serverFolders: [walDir] });
    await server.start();
    await server.ensureDatabase('motomaroc');
    const database = openDatabase(server.url('motomaroc'), { max: 1 });
    await migrateDatabase(database.pool);
    await database.close();
    // Data the size of a small site, so that the archive spans several parts.
    const client = server.client('motomaroc');
    await client.connect();
    await client.query('create table ballast as select i, md5(i::text) || repeat(md5((i * 7)::text), 8) as filler from generate_series(1, 60000) as i');
    await client.end();
    await addUsers(server, 'before', 3);
    fs.mkdirSync(path.join(uploads, 'photos', '1'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'photos', '1', 'a.webp'), 'RIFF photo a');
    fs.mkdirSync(path.join(uploads, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'demo', 'drawn.svg'), '<svg/>');
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('takes a base backup while the server runs, reads it back by checksum, lists its photos', async () => {
    manifest = await takeBaseBackup({
      databaseUrl: server.url('postgres'),
      dataDir,
      passwordFile: `${dataDir}.password`,
      store,
      photos: uploadsFolder(uploads),
      workDir: path.join(root, 'work'),
    });
    expect(manifest.photos).toBe(2);
    expect(manifest.archiveBytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(manifest.dataBytes).toBeGreaterThan(manifest.archiveBytes);
    expect((await listBackups(store)).map((backup) => backup.label)).toEqual([manifest.label]);
    expect(await store.getText(`${baseKey(manifest.label)}photos.txt`)).toBe('demo/drawn.svg\t6\nphotos/1/a.webp\t12\n');
    expect((await store.list('uploads/')).map((file) => file.key)).toEqual(['uploads/demo/drawn.svg', 'uploads/photos/1/a.webp']);
  }, 60_000);

  it('restores to a point in time, to the latest archived write, and to the backup itself, by PostgreSQL’s recovery', async () => {
    await addUsers(server, 'after', 2);
    await delay(1100);
    between = new Date();
    await delay(1100);
    await addUsers(server, 'later', 4);
    await archiveNow(server);
    if (store.remote) expect(await shipWal(walDir, store)).toBeGreaterThan(0);

    const atTime = await restoreBackup({ store, target: { time: between }, dataDir: path.join(root, 'at-time') });
    expect(atTime.backup.label).toBe(manifest.label);
    expect(atTime.users).toBe(5);
    expect(atTime.listings).toBe(0);
    expect(new Date(atTime.restoredTo).getTime()).toBeLessThanOrEqual(between.getTime());

    const latest = await restoreBackup({
      store,
      target: { latest: true },
      dataDir: path.join(root, 'latest'),
      photos: uploadsFolder(path.join(root, 'uploads-restored')),
    });
    expect(latest.users).toBe(9);
    expect(latest.photos).toBe(2);
    expect(fs.readFileSync(path.join(root, 'uploads-restored', 'photos', '1', 'a.webp'), 'utf8')).toBe('RIFF photo a');

    // The restored cluster is a working one: started again, it answers with its data.
    const again = new EmbeddedPostgres({ dataDir: path.join(root, 'latest'), port: await freePort() });
    await again.start();
    try {
      expect(await count(again.url('motomaroc'), "select count(*) as n from utilisateur where nom = 'later'")).toBe(4);
    } finally {
      await again.stop();
    }

    const report = await testRestore({ store }, manifest.label);
    expect(report).toMatchObject({ ok: true, label: manifest.label, users: 3 });
    expect((await listRestoreTests(store)).map((test) => test.ok)).toEqual([true]);
  }, 120_000);

  it('refuses a folder that holds a database unless told, then moves it aside; refuses a damaged archive', async () => {
    const target = path.join(root, 'latest');
    await expect(restoreBackup({ store, target: { latest: true }, dataDir: target })).rejects.toThrow(/holds a database: stop the site, then add --force/);
    const forced = await restoreBackup({ store, target: { latest: true }, dataDir: target, force: true });
    expect(forced.movedAside).toMatch(/latest\.before-restore-\d{8}T\d{6}$/);
    expect(fs.existsSync(path.join(forced.movedAside!, 'PG_VERSION'))).toBe(true);

    // One byte changed in the stored archive: its checksum gives it away before anything starts.
    const damaged = path.join(root, 'damaged.tar.gz');
    await store.getFile(`${baseKey(manifest.label)}data.tar.gz`, damaged);
    const bytes = fs.readFileSync(damaged);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 100) ^ 0xff, bytes.length - 100);
    fs.writeFileSync(damaged, bytes);
    await store.putFile(`${baseKey(manifest.label)}data.tar.gz`, damaged);
    await expect(restoreBackup({ store, target: { latest: true }, dataDir: path.join(root, 'damaged') })).rejects.toThrow(
      /damaged|unexpected end|incorrect|invalid/i,
    );
  }, 120_000);
});

describe('the schedule', () => {
  it('takes the first backup, then none until a day has passed; tests a restore of the new one', async () => {
    const root = path.join(dir, 'schedule');
    fs.mkdirSync(root, { recursive: true, mode: 0o755 });
    const walDir = path.join(root, 'backups', 'wal');
    const server = new EmbeddedPostgres({
      dataDir: path.join(root, 'postgres'),
      port: await freePort(),
      settings: archiveSettings(walDir),
      serverFolders: [walDir],
    });
    await server.start();
    try {
      await server.ensureDatabase('motomaroc');
      const database = openDatabase(server.url('motomaroc'), { max: 1 });
      await migrateDatabase(database.pool);
      await database.close();
      const options = {
        store: localBackupStore(path.join(root, 'backups')),
        databaseUrl: () => server.url('postgres'),
        dataDir: path.join(root, 'postgres'),
        passwordFile: `${path.join(root, 'postgres')}.password`,
        walDir,
        photos: uploadsFolder(path.join(root, 'uploads')),
        retention: { daily: 7, weekly: 4 },
        say: () => undefined,
        serverUp: () => true,
      };
      const state = { photosCopiedAt: 0 };
      const first = await backupTick(options, state);
      expect(first[0]).toMatch(/^backup:/);
      expect(first).toContain('restore-test:ok');
      // Within the day: only the hourly photo copy, once its hour has passed.
      expect(await backupTick(options, state)).toEqual([]);
      expect(await backupTick(options, state, Date.now() + 3_700_000)).toEqual(['photos']);
      expect(await backupTick(options, state, Date.now() + 25 * 3_600_000)).toEqual([expect.stringMatching(/^backup:/)]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('choosing what to restore', () => {
  const backup = (label: string, finished: string) => ({ label, finished, started: finished }) as BackupManifest;
  const backups = [backup('20261120T030000Z', '2026-11-20T03:01:00Z'), backup('20261121T030000Z', '2026-11-21T03:01:00Z')];

  it('the newest backup finished before the time; the latest; one by name', () => {
    expect(backupFor(backups, { time: new Date('2026-11-21T10:42:00Z') }).label).toBe('20261121T030000Z');
    expect(backupFor(backups, { time: new Date('2026-11-21T03:00:30Z') }).label).toBe('20261120T030000Z');
    expect(backupFor(backups, { latest: true }).label).toBe('20261121T030000Z');
    expect(backupFor(backups, { label: '20261120T030000Z' }).label).toBe('20261120T030000Z');
  });

  it('says why it cannot: nothing yet, a time before every backup or not yet come, an unknown name', () => {
    expect(() => backupFor([], { latest: true })).toThrow(RestoreRefused);
    expect(() => backupFor(backups, { time: new Date('2026-11-19T00:00:00Z') })).toThrow(/oldest kept can be restored from 2026-11-20T03:01:00Z/);
    expect(() => backupFor(backups, { time: new Date(Date.now() + 3_600_000) })).toThrow(/has not come yet/);
    expect(() => backupFor(backups, { label: 'x' })).toThrow(/No backup is named x/);
  });

  it('reads a time as an operator writes it, in this machine’s zone or with an offset', () => {
    expect(parseRestoreTime('2026-11-27 10:42').getTime()).toBe(new Date(2026, 10, 27, 10, 42).getTime());
    expect(parseRestoreTime('2026-11-27T10:42:00+01:00').toISOString()).toBe('2026-11-27T09:42:00.000Z');
    expect(parseRestoreTime('2026-11-27T10:42:30').getTime()).toBe(new Date(2026, 10, 27, 10, 42, 30).getTime());
    for (const wrong of ['hier', '2026-11-27', '27/11/2026 10:42', '2026-11-27 25:00x']) expect(() => parseRestoreTime(wrong), wrong).toThrow(RestoreRefused);
  });
});
