/**
 * Writes the demo pictures into the uploads folder: JPEG photos rendered from the drawings with
 * sharp, SVG logos and banners as they are. A file already there is kept, so that a second seed
 * (or a restart) costs nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Rendered photos kept across data folders, each named by the hash of its drawing: a new data
 * folder (a test site, an npm start after a reset) copies them rather than drawing them again.
 * Rendering the demo's 700 photos is the slowest part of a first start (33 s of CPU, measured),
 * and the tests start several sites. Disposable, like everything under node_modules/.cache.
 */
export const RENDERED_PHOTOS_CACHE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  'motomaroc-demo-photos',
);

export interface PictureFile {
  /** path under the uploads root, as stored in the database */
  path: string;
  svg: string;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Writes the JPEG rendering of `svg` to `file`: from the cache when it holds it, else rendered and kept there. */
async function renderPhoto(svg: string, file: string, cacheDir: string | null): Promise<void> {
  const cached = cacheDir && path.join(cacheDir, `${createHash('sha1').update(svg).digest('hex')}.jpg`);
  if (cached && (await exists(cached))) {
    await fs.copyFile(cached, file);
    return;
  }
  // libjpeg-turbo, not mozjpeg: mozjpeg's smaller files (24 kB a photo against 27) took twice
  // the CPU (2026-11-29, the 700 photos of a first start: 61 → 33 CPU-seconds), and these are drawings.
  await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toFile(file);
  if (!cached) return;
  // Kept for the next seed, renamed last so that another seed never copies half a file. A cache
  // that cannot be written costs only speed.
  const temporary = `${cached}.${process.pid}.tmp`;
  await fs
    .mkdir(cacheDir, { recursive: true })
    .then(() => fs.copyFile(file, temporary))
    .then(() => fs.rename(temporary, cached))
    .catch(() => fs.rm(temporary, { force: true }));
}

/**
 * Renders (.jpg) or copies (.svg) each picture missing from `uploadsDir`, a few at a time. Photos
 * rendered once are kept in `cacheDir` (null: none).
 */
export async function writePictures(
  uploadsDir: string,
  pictures: PictureFile[],
  { concurrency = 4, cacheDir = RENDERED_PHOTOS_CACHE }: { concurrency?: number; cacheDir?: string | null } = {},
): Promise<number> {
  const unique = [...new Map(pictures.map((p) => [p.path, p])).values()];
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const picture = unique[next++]!;
      const target = path.join(uploadsDir, picture.path);
      if (await exists(target)) continue;
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      if (picture.path.endsWith('.svg')) {
        await fs.writeFile(temporary, picture.svg);
      } else {
        await renderPhoto(picture.svg, temporary, cacheDir);
      }
      // Rename last: an interrupted seed never leaves a half-written picture behind.
      await fs.rename(temporary, target);
      written++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
