/**
 * Both file stores keep the same promises: a file written can be read back, is removed, and a key
 * that could leave the store is refused. S3 runs against a local S3-compatible server (s3rver).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/lib/processes';
import { reloadEnv } from '../env';
import { localFileStore, s3FileStore, type FileStore } from './files';
import { readUpload } from './local';

const folders: string[] = [];
const tempFolder = (name: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `motomaroc-${name}-`));
  folders.push(folder);
  return folder;
};

let s3server: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  const port = await freePort();
  s3server = new S3rver({ address: '127.0.0.1', port, directory: tempFolder('s3rver'), silent: true, configureBuckets: [{ name: 'photos', configs: [] }] });
  await s3server.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3server?.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['local disk', () => localFileStore(tempFolder('uploads'))],
  ['S3-compatible', () => s3FileStore({ bucket: 'photos', region: 'us-east-1', endpoint: s3Endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })],
];

describe.each(stores)('file store on %s', (_, make) => {
  it('reads back what it wrote, then removes it', async () => {
    const files = make();
    const body = Buffer.from('RIFF....WEBPVP8 photo');
    await files.put('photos/12/Ab_c-d1.webp', body, 'image/webp');
    expect(await files.read('photos/12/Ab_c-d1.webp')).toEqual(body);
    await files.remove('photos/12/Ab_c-d1.webp');
    expect(await files.read('photos/12/Ab_c-d1.webp')).toBeNull();
    await expect(files.remove('photos/12/Ab_c-d1.webp')).resolves.toBeUndefined();
  });

  it('answers null for a file it does not have', async () => {
    expect(await make().read('photos/1/absent.webp')).toBeNull();
  });

  it('answers its check while it can be written to', async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the store', async () => {
    const files = make();
    for (const key of ['../secret.webp', 'photos/../../etc/passwd.txt', '/abs/x.webp', 'photos/x', 'photos\\x.webp']) {
      await expect(files.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe file key/);
    }
  });
});

describe('a store that cannot be used fails its check', () => {
  it('a folder that cannot be created (a file is in its way), a bucket that does not exist', async () => {
    const blocked = path.join(tempFolder('blocked'), 'file');
    fs.writeFileSync(blocked, 'not a folder');
    await expect(localFileStore(path.join(blocked, 'uploads')).check()).rejects.toThrow();
    const missing = s3FileStore({ bucket: 'absent', region: 'us-east-1', endpoint: s3Endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    await expect(missing.check()).rejects.toThrow();
  });
});

describe('serving /uploads/ with S3 storage', () => {
  it('a photo in the bucket is served by the site; a local file still wins; unknown keys are not found', async () => {
    const local = tempFolder('served');
    fs.mkdirSync(path.join(local, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(local, 'demo', 'a.jpg'), 'local demo photo');
    const saved = { ...process.env };
    Object.assign(process.env, {
      UPLOADS_DIR: local,
      S3_BUCKET: 'photos',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    reloadEnv();
    try {
      const bucket = s3FileStore({ bucket: 'photos', region: 'us-east-1', endpoint: s3Endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
      await bucket.put('photos/7/Served1.webp', Buffer.from('webp in the bucket'), 'image/webp');
      const served = await readUpload(['photos', '7', 'Served1.webp']);
      expect(served).toMatchObject({ contentType: 'image/webp', size: 18 });
      expect(served?.body.toString()).toBe('webp in the bucket');
      expect((await readUpload(['demo', 'a.jpg']))?.body.toString()).toBe('local demo photo');
      expect(await readUpload(['photos', '7', 'absent.webp'])).toBeNull();
      expect(await readUpload(['photos', '..', 'x.webp'])).toBeNull();
    } finally {
      process.env = saved;
      reloadEnv();
    }
  });
});
