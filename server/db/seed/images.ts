/**
 * Writes the demo pictures into the uploads folder: JPEG photos rendered from the drawings with
 * sharp, SVG logos and banners as they are. A file already there is kept, so that a second seed
 * (or a restart) costs nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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

/** Renders (.jpg) or copies (.svg) each picture missing from `uploadsDir`, a few at a time. */
export async function writePictures(uploadsDir: string, pictures: PictureFile[], concurrency = 4): Promise<number> {
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
        await sharp(Buffer.from(picture.svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(temporary);
      }
      // Rename last: an interrupted seed never leaves a half-written picture behind.
      await fs.rename(temporary, target);
      written++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
