/**
 * Where uploaded files live: one interface, two places. Local disk by default (the uploads folder,
 * served under /uploads/ by the site); S3-compatible object storage when S3_BUCKET is set (several
 * app instances then share the photos; NEXT_PUBLIC_UPLOADS_HOST says where browsers fetch them).
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { env, type Env } from '../env';

export interface FileStore {
  /** Writes `body` at `key`, a relative path such as photos/12/ab12.webp. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file at `key`, or null. */
  read(key: string): Promise<Buffer | null>;
  /** Deletes the file at `key` (nothing if there is none). */
  remove(key: string): Promise<void>;
  /** Resolves when the store can be written to (the folder) or reached (the bucket); throws otherwise. */
  check(): Promise<void>;
}

/** Whether `key` is one the site makes: folder + random name + extension, nothing that could leave the store. */
export const isFileKey = (key: string) => /^[a-z0-9-]+(\/[\w-]+)*\.[a-z0-9]{2,5}$/i.test(key);

/** Keys are made by the site: anything else is a bug, never a path out of the store. */
function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`unsafe file key ${key}`);
  return key;
}

export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async read(key) {
      return fs.readFile(fileOf(key)).catch(() => null);
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** an S3-compatible service other than AWS (MinIO, R2, Scaleway…); path-style addresses */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** A client for `settings`' service: path-style addresses off AWS. */
export function s3Client(settings: Omit<S3Settings, 'bucket'>): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
}

/** The S3 settings of this environment for `bucket` (the photos' or the backups'). */
export function s3SettingsFor(config: Env, bucket: string): S3Settings {
  return { bucket, region: config.S3_REGION, endpoint: config.S3_ENDPOINT, accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY };
}

export function s3FileStore(settings: S3Settings): FileStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    async put(key, body, contentType) {
      // Names are random and never reused: browsers and CDNs may keep a photo for good.
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/** The store this environment configures: S3 when S3_BUCKET is set, else the uploads folder. */
export function fileStoreFor(config: Env = env()): FileStore {
  if (!config.S3_BUCKET) return localFileStore(config.uploadsDir);
  return s3FileStore(s3SettingsFor(config, config.S3_BUCKET));
}
