/**
 * Backups in a folder, against a real PostgreSQL that archives its WAL: a base backup read back by
 * checksum, writes after it, then restores by PostgreSQL's own recovery to a point in time, to the
 * latest archived write, and to a named backup, with the photos; a folder that holds a database is
 * refused, then moved aside; a damaged archive is refused. (A bucket and the schedule:
 * backup-schedule.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgres } from '@/scripts/lib/embedded-postgres';
import { testRestore } from '@/scripts/lib/backup-schedule';
import { delay, freePort } from '@/scripts/lib/processes';
import { addUsers, archiveNow, archivingServer } from './test-server';
import { backupFor, parseRestoreTime, restoreBackup, RestoreRefused } from '@/scripts/lib/restore';
import { takeBaseBackup } from './base-backup';
import { baseKey, listBackups, listRestoreTests, type BackupManifest } from './catalogue';
import { uploadsFolder } from './photos';
import { localBackupStore, type BackupStore } from './store';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-backups-'));
// As root the embedded PostgreSQL runs as the postgres user, who must reach its folders.
fs.chmodSync(dir, 0o755);
afterAll(() => {
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
describe('backups kept in a folder', () => {
  const root = path.join(dir, 'folder');
  const walDir = path.join(root, 'backups', 'wal');
  const dataDir = path.join(root, 'postgres');
  const uploads = path.join(root, 'uploads');
  let store: BackupStore;
  let server: EmbeddedPostgres;
  let manifest: BackupManifest;
  let between: Date;

  beforeAll(async () => {
    store = localBackupStore(path.join(root, 'backups'));
    server = await archivingServer(root, walDir);
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
