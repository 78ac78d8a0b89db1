/**
 * The photos go with the backups: copied into the backup store under `uploads/` incrementally
 * (a photo's name is never reused, so one already there of the same size is the same photo), and
 * each base backup lists the photos there were (`photos.txt`) so that a restore puts them back.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { isFileKey, s3Client, type S3Settings } from '../storage/files';
import type { BackupStore } from './store';

export interface Photo {
  key: string;
  size: number;
}

/** Where the site keeps its photos: the uploads folder or the photos' bucket. */
export interface PhotoSource {
  list(): Promise<Photo[]>;
  /** Copies the photo to `file`. */
  fetch(key: string, file: string): Promise<void>;
  /** Puts `file` back as the photo `key`. */
  putBack(key: string, file: string): Promise<void>;
}

const PHOTO_PREFIX = 'uploads/';

export function uploadsFolder(root: string): PhotoSource {
  return {
    async list() {
      const found: Photo[] = [];
      const walk = async (relative: string) => {
        const entries = await fsp.readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const key = relative ? `${relative}/${entry.name}` : entry.name;
          if (entry.isDirectory()) await walk(key);
          else if (entry.isFile() && isFileKey(key)) found.push({ key, size: (await fsp.stat(path.join(root, key))).size });
        }
      };
      await walk('');
      return found;
    },
    async fetch(key, file) {
      await fsp.copyFile(path.join(root, key), file);
    },
    async putBack(key, file) {
      const target = path.join(root, key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.copyFile(file, target);
    },
  };
}

export function photoBucket(settings: S3Settings): PhotoSource {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    async list() {
      const found: Photo[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key && isFileKey(item.Key)) found.push({ key: item.Key, size: item.Size ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async fetch(key, file) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      await fsp.writeFile(file, answer.Body as Readable);
    },
    async putBack(key, file) {
      const contentType = key.endsWith('.webp') ? 'image/webp' : key.endsWith('.jpg') ? 'image/jpeg' : undefined;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: await fsp.readFile(file),
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
  };
}

async function withTemporaryFile<T>(work: (file: string) => Promise<T>): Promise<T> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'motomaroc-photo-'));
  try {
    return await work(path.join(folder, crypto.randomBytes(4).toString('hex')));
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/** Copies the photos the store does not have yet; answers every photo there is. */
export async function copyPhotos(source: PhotoSource, store: BackupStore): Promise<Photo[]> {
  const photos = await source.list();
  const stored = new Map((await store.list(PHOTO_PREFIX)).map((file) => [file.key, file.size]));
  await withTemporaryFile(async (file) => {
    for (const photo of photos) {
      if (stored.get(`${PHOTO_PREFIX}${photo.key}`) === photo.size) continue;
      await source.fetch(photo.key, file);
      await store.putFile(`${PHOTO_PREFIX}${photo.key}`, file);
    }
  });
  return photos;
}

/** Puts back the photos `listed` (a backup's photos.txt) that the place lacks; the number put back. */
export async function restorePhotos(store: BackupStore, listed: string, place: PhotoSource): Promise<number> {
  const present = new Map((await place.list()).map((photo) => [photo.key, photo.size]));
  let restored = 0;
  await withTemporaryFile(async (file) => {
    for (const line of listed.split('\n')) {
      const [key, size] = line.split('\t');
      if (!key || present.get(key) === Number(size)) continue;
      if (!(await store.getFile(`${PHOTO_PREFIX}${key}`, file))) throw new Error(`the photo ${key} is missing from the backups (${store.where})`);
      await place.putBack(key, file);
      restored++;
    }
  });
  return restored;
}

/**
 * Photos in the store that no kept backup lists: what retention may delete. Those copied after
 * `keepFrom` (the last backup; the hourly copies since) are kept for the next backup.
 */
export async function photosNoLongerListed(store: BackupStore, listings: string[], keepFrom: Date): Promise<string[]> {
  const listed = new Set(listings.flatMap((text) => text.split('\n').map((line) => line.split('\t')[0])));
  return (await store.list(PHOTO_PREFIX))
    .filter((file) => file.modified < keepFrom && !listed.has(file.key.slice(PHOTO_PREFIX.length)))
    .map((file) => file.key);
}
