/**
 * Where backups are kept: a folder (DATA_DIR/backups by default) or a private S3-compatible
 * bucket (BACKUP_S3_BUCKET, with the photos' S3 settings). Base backups run to gigabytes, so files
 * go up and down as files, in parts, never whole in memory.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  AbortMultipartUploadCommand,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { s3Client, s3SettingsFor, type S3Settings } from '../storage/files';
import type { Env } from '../env';

export interface StoredFile {
  key: string;
  size: number;
  modified: Date;
}

export interface BackupStore {
  /** says where, for messages: a folder or s3://bucket */
  readonly where: string;
  /** in a bucket: archived WAL is sent there from a local folder, and fetched back to restore */
  readonly remote: boolean;
  putFile(key: string, file: string): Promise<void>;
  putText(key: string, text: string): Promise<void>;
  /** Copies the file at `key` to `file`; false when there is none. */
  getFile(key: string, file: string): Promise<boolean>;
  getText(key: string): Promise<string | null>;
  /** Every file under `prefix` (a folder such as `base/`), in key order. */
  list(prefix: string): Promise<StoredFile[]>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the backup code; anything else is a bug, never a path out of the store. */
function checkedKey(key: string): string {
  if (!/^[\w.-]+(\/[\w.-]+)*\/?$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe backup key ${key}`);
  }
  return key;
}

/** Written whole or not at all: a crash leaves a .part file, never a short backup under its name. */
async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.part`;
  await write(temporary);
  const handle = await fsp.open(temporary, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temporary, file);
}

export function localBackupStore(root: string): BackupStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    where: root,
    remote: false,
    async putFile(key, file) {
      await writeAtomically(fileOf(key), (temporary) => fsp.copyFile(file, temporary));
    },
    async putText(key, text) {
      await writeAtomically(fileOf(key), (temporary) => fsp.writeFile(temporary, text));
    },
    async getFile(key, file) {
      try {
        await fsp.copyFile(fileOf(key), file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async getText(key) {
      return fsp.readFile(fileOf(key), 'utf8').catch(() => null);
    },
    async list(prefix) {
      const base = fileOf(prefix);
      const found: StoredFile[] = [];
      const walk = async (folder: string) => {
        const entries = await fsp.readdir(folder, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) await walk(full);
          else if (entry.isFile() && !entry.name.endsWith('.part')) {
            const stat = await fsp.stat(full);
            found.push({ key: path.relative(root, full).split(path.sep).join('/'), size: stat.size, modified: stat.mtime });
          }
        }
      };
      await walk(base);
      return found.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    async remove(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      // Empty folders go with their last file (a base backup's folder).
      await fsp.rmdir(path.dirname(file)).catch(() => undefined);
    },
  };
}

/** S3 wants parts of at least 5 MiB; 64 MiB parts keep a 50 GB backup under its 10,000 parts. */
const PART_BYTES = 64 * 1024 * 1024;

async function readPart(handle: fsp.FileHandle, position: number, bytes: number): Promise<Buffer> {
  const buffer = Buffer.alloc(bytes);
  const { bytesRead } = await handle.read(buffer, 0, bytes, position);
  return buffer.subarray(0, bytesRead);
}

/** `partBytes`: the size of an upload's parts (smaller in tests). */
export function s3BackupStore(settings: S3Settings, partBytes = PART_BYTES): BackupStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    where: `s3://${Bucket}`,
    remote: true,
    async putFile(key, file) {
      const Key = checkedKey(key);
      const size = (await fsp.stat(file)).size;
      const handle = await fsp.open(file, 'r');
      try {
        if (size <= partBytes) {
          await client.send(new PutObjectCommand({ Bucket, Key, Body: await readPart(handle, 0, partBytes) }));
          return;
        }
        const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
        try {
          const parts: { ETag?: string; PartNumber: number }[] = [];
          for (let position = 0, PartNumber = 1; position < size; position += partBytes, PartNumber++) {
            const Body = await readPart(handle, position, partBytes);
            const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body }));
            parts.push({ ETag, PartNumber });
          }
          await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
        } catch (error) {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
          throw error;
        }
      } finally {
        await handle.close();
      }
    },
    async putText(key, text) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: text, ContentType: 'application/json' }));
    },
    async getFile(key, file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) return false;
        await writeAtomically(file, (temporary) => pipeline(answer.Body as Readable, fs.createWriteStream(temporary)));
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return false;
        throw error;
      }
    },
    async getText(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return answer.Body ? await answer.Body.transformToString() : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async list(prefix) {
      const found: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: checkedKey(prefix), ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (item.Key) found.push({ key: item.Key, size: item.Size ?? 0, modified: item.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}

/** The store this environment configures: BACKUP_S3_BUCKET, else BACKUP_DIR. */
export function backupStoreFor(config: Env): BackupStore {
  return config.BACKUP_S3_BUCKET ? s3BackupStore(s3SettingsFor(config, config.BACKUP_S3_BUCKET)) : localBackupStore(config.backupDir);
}
