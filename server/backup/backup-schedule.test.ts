/**
 * Backups in a bucket (s3rver: multipart uploads, the WAL sent on from the local folder and fetched
 * back to restore), and the schedule the start script runs (the first backup, none within the day,
 * the photos hourly, the next after a day, the restore test).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTick } from '@/scripts/lib/backup-schedule';
import { freePort } from '@/scripts/lib/processes';
import { restoreBackup } from '@/scripts/lib/restore';
import { takeBaseBackup } from './base-backup';
import { uploadsFolder } from './photos';
import { localBackupStore, s3BackupStore } from './store';
import { addUsers, archiveNow, archivingServer } from './test-server';
import { shipWal } from './wal';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-backup-schedule-'));
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

describe('backups kept in a bucket', () => {
  it('go up in parts, the WAL sent on from the local folder; a restore fetches both back, with the photos', async () => {
    const root = path.join(dir, 'bucket');
    const walDir = path.join(root, 'backups', 'wal');
    const server = await archivingServer(root, walDir);
    // Parts of 1 MiB: the archive of a new cluster (about 5 MB) goes up in several.
    const store = s3BackupStore(
      { bucket: 'sauvegardes', region: 'us-east-1', endpoint: s3Endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      1024 * 1024,
    );
    const uploads = path.join(root, 'uploads');
    fs.mkdirSync(path.join(uploads, 'photos', '2'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'photos', '2', 'b.webp'), 'RIFF photo b');
    try {
      const manifest = await takeBaseBackup({
        databaseUrl: server.url('postgres'),
        dataDir: path.join(root, 'postgres'),
        passwordFile: `${path.join(root, 'postgres')}.password`,
        store,
        photos: uploadsFolder(uploads),
      });
      expect(manifest.archiveBytes).toBeGreaterThan(2 * 1024 * 1024);
      expect((await store.list('base/')).map((file) => file.key.split('/').pop())).toEqual(['data.tar.gz', 'manifest.json', 'photos.txt']);
      await addUsers(server, 'after', 2);
      await archiveNow(server);
      expect(await shipWal(walDir, store)).toBeGreaterThan(0);
      expect(fs.readdirSync(walDir)).toEqual([]);
    } finally {
      await server.stop();
    }
    const restored = await restoreBackup({
      store,
      target: { latest: true },
      dataDir: path.join(root, 'restored'),
      photos: uploadsFolder(path.join(root, 'uploads-restored')),
    });
    expect(restored).toMatchObject({ users: 5, photos: 1 });
  }, 120_000);
});

describe('the schedule', () => {
  it('takes the first backup, then none until a day has passed; tests a restore of the new one', async () => {
    const root = path.join(dir, 'schedule');
    const walDir = path.join(root, 'backups', 'wal');
    const server = await archivingServer(root, walDir);
    try {
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
