/**
 * The one way an uploaded picture enters the site (shop logos now, listing photos next): judged by
 * its content, not by its name or declared type, then re-encoded with sharp (which also drops
 * metadata such as GPS positions) and written under the uploads folder.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '../env';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);

export class PictureError extends Error {}

export const PICTURE_MESSAGES = {
  tooLarge: `Image trop lourde (${MAX_UPLOAD_BYTES / 1024 / 1024} Mo au plus).`,
  notPicture: 'Ce fichier n’est pas une image JPEG, PNG, WebP, AVIF, HEIC ou GIF.',
  empty: 'Veuillez choisir une image.',
} as const;

export interface PictureTarget {
  /** folder under the uploads folder, e.g. boutiques/12 */
  folder: string;
  /** longest side of the stored picture, in pixels */
  maxSide: number;
}

/** Stores the picture and returns its path under /uploads (e.g. boutiques/12/ab12cd.webp). */
export async function storePicture(bytes: Uint8Array, target: PictureTarget, uploadsDir = env().uploadsDir): Promise<string> {
  if (bytes.byteLength === 0) throw new PictureError(PICTURE_MESSAGES.empty);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new PictureError(PICTURE_MESSAGES.tooLarge);
  let encoded: Buffer;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000, animated: false });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new PictureError(PICTURE_MESSAGES.notPicture);
    encoded = await image
      .rotate()
      .resize({ width: target.maxSide, height: target.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof PictureError) throw error;
    throw new PictureError(PICTURE_MESSAGES.notPicture);
  }
  if (!/^[a-z0-9/-]+$/.test(target.folder)) throw new Error(`unsafe upload folder ${target.folder}`);
  const relative = `${target.folder}/${randomBytes(9).toString('base64url')}.webp`;
  const file = path.join(uploadsDir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, encoded);
  return relative;
}
