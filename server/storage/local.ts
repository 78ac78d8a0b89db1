/**
 * Uploaded files served under /uploads/: from local disk (DATA_DIR/uploads: the demo pictures, and
 * every upload by default), else, when S3 storage is configured, from the bucket, so that the site
 * works without a CDN in front of it. Only files inside the uploads folder, only known picture types.
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';
import { fileStoreFor, type FileStore } from './files';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

export interface StoredFile {
  body: Buffer;
  contentType: string;
  size: number;
  modified: Date;
}

/** The file at `segments` under the uploads folder, or null (unknown, outside, not a picture). */
export async function readUpload(segments: string[], uploadsDir = env().uploadsDir): Promise<StoredFile | null> {
  if (segments.length === 0 || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\0') || s.includes('\\'))) {
    return null;
  }
  const contentType = TYPES[path.extname(segments[segments.length - 1]!).toLowerCase()];
  if (!contentType) return null;
  const root = path.resolve(/*turbopackIgnore: true*/ uploadsDir);
  const file = path.resolve(/*turbopackIgnore: true*/ root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const [body, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
    return { body, contentType, size: stat.size, modified: stat.mtime };
  } catch {
    return readFromBucket(segments.join('/'), contentType);
  }
}

/** Epoch: stored names are never reused, so any date is as good for caches. */
const UNKNOWN_DATE = new Date(0);

let bucket: FileStore | undefined;

async function readFromBucket(key: string, contentType: string): Promise<StoredFile | null> {
  if (!env().S3_BUCKET) return null;
  try {
    bucket ??= fileStoreFor();
    const body = await bucket.read(key);
    return body ? { body, contentType, size: body.length, modified: UNKNOWN_DATE } : null;
  } catch {
    // An unsafe key (refused by the store) or an unreachable bucket: not found here.
    return null;
  }
}
