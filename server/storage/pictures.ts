/**
 * The one way an uploaded picture enters the site (shop logos, listing photos): judged by its
 * content, never by its name or declared type, then re-encoded with sharp (turned upright from its
 * EXIF orientation, every metadata field dropped, GPS positions above all) and written to the file
 * store (server/storage/files).
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, PICTURE_ERRORS } from '@/lib/uploads';
import { photoFingerprint } from '../trust/photo-fingerprint';
import type { FileStore } from './files';

export class PictureError extends Error {}

export interface PictureTarget {
  /** folder under the uploads folder, e.g. boutiques/12 */
  folder: string;
  /** longest side of the stored picture, in pixels */
  maxSide: number;
  /** a listing photo: its perceptual fingerprint is taken too (the risk assessment compares them) */
  fingerprint?: boolean;
}

export interface StoredPicture {
  /** path under /uploads, e.g. photos/12/ab12cd.webp */
  path: string;
  /** null when not asked for, or when the picture is too flat to tell */
  fingerprint: bigint | null;
}

/** JPEG, PNG, WebP, or AVIF (which sharp reports as HEIF compressed with AV1; HEIC is not accepted). */
function accepted(metadata: Metadata): boolean {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') return true;
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

/**
 * Whether an embedded colour profile is plain sRGB (most Android phones): its colours are then read
 * as they are, skipping a colour conversion that costs more than the resize. Other profiles
 * (Display P3…) are converted to sRGB. The profile is dropped either way, as all metadata.
 */
function isSrgbProfile(icc: Buffer): boolean {
  const ascii = Buffer.from('sRGB', 'latin1');
  const utf16 = Buffer.from('\0s\0R\0G\0B', 'latin1');
  return icc.includes(ascii) || icc.includes(utf16);
}

/** Stores the picture and returns its path under /uploads (e.g. boutiques/12/ab12cd.webp). */
export async function storePicture(bytes: Uint8Array, target: PictureTarget, files: FileStore): Promise<StoredPicture> {
  if (bytes.byteLength === 0) throw new PictureError(PICTURE_ERRORS.empty);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new PictureError(PICTURE_ERRORS.tooLarge);
  let encoded: Buffer;
  let fingerprint: bigint | null = null;
  try {
    // The header alone says what the file is and how big its image is: nothing is decoded yet.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!accepted(metadata)) throw new PictureError(PICTURE_ERRORS.notPicture);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_UPLOAD_PIXELS) throw new PictureError(PICTURE_ERRORS.tooManyPixels);
    const ignoreIcc = !metadata.icc || isSrgbProfile(metadata.icc);
    const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS, animated: false, ignoreIcc }).rotate();
    // The fingerprint reads the upload itself, beside the encoding: a JPEG is then decoded at an
    // eighth of its size for it, which costs far less than decoding the stored WebP again.
    [encoded, fingerprint] = await Promise.all([
      upright
        .clone()
        .resize({ width: target.maxSide, height: target.maxSide, fit: 'inside', withoutEnlargement: true })
        // Effort 2 of 6: half the encoding time of the default for about 7 % more bytes.
        .webp({ quality: 82, effort: 2 })
        .toBuffer(),
      target.fingerprint ? photoFingerprint(upright.clone()) : Promise.resolve(null),
    ]);
  } catch (error) {
    if (error instanceof PictureError) throw error;
    throw new PictureError(PICTURE_ERRORS.notPicture);
  }
  if (!/^[a-z0-9/-]+$/.test(target.folder)) throw new Error(`unsafe upload folder ${target.folder}`);
  const relative = `${target.folder}/${randomBytes(9).toString('base64url')}.webp`;
  await files.put(relative, encoded, 'image/webp');
  return { path: relative, fingerprint };
}

/** A picture sent in a form: where it is stored, or the French message that refuses it (a 400). */
export async function storeUploadedPicture(file: File, target: PictureTarget, files: FileStore): Promise<StoredPicture | { refused: string }> {
  try {
    return await storePicture(new Uint8Array(await file.arrayBuffer()), target, files);
  } catch (error) {
    if (error instanceof PictureError) return { refused: error.message };
    throw error;
  }
}
