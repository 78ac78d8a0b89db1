/**
 * Photos uploaded for a listing that was never sent (a draft abandoned, a photo removed before
 * posting) are deleted after a day: their upload record is still there, since a listing taking a
 * photo removes it (server/db/queries/owner-listings). Run by the job queue every hour.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { photoUpload } from '../db/schema';
import { forgetPhotos } from '../db/queries/uploads';
import type { Logger } from '../log';
import type { FileStore } from '../storage/files';

export const UNUSED_PHOTO_TTL_MS = 24 * 3_600_000;
const BATCH = 500;

/** Deletes unused uploads older than a day, file first then record; the number deleted. */
export async function removeUnusedPhotos(db: Db, files: FileStore, log: Logger, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNUSED_PHOTO_TTL_MS);
  let removed = 0;
  for (;;) {
    const batch = await db
      .select({ chemin: photoUpload.chemin })
      .from(photoUpload)
      .where(lt(photoUpload.date_ajout, cutoff))
      .orderBy(photoUpload.date_ajout)
      .limit(BATCH);
    if (batch.length === 0) break;
    const deleted: string[] = [];
    for (const { chemin } of batch) {
      try {
        await files.remove(chemin);
        deleted.push(chemin);
      } catch (error) {
        // Kept for the next run: a record without its file would be worse than a late deletion.
        log.warn({ err: error, chemin }, 'unused photo not deleted');
      }
    }
    if (deleted.length > 0) {
      // A listing may have taken the photo meanwhile (it removes the record itself): only still-old records go.
      const gone = await db
        .delete(photoUpload)
        .where(and(inArray(photoUpload.chemin, deleted), lt(photoUpload.date_ajout, cutoff)))
        .returning({ chemin: photoUpload.chemin });
      await forgetPhotos(
        db,
        gone.map((row) => row.chemin),
      );
    }
    removed += deleted.length;
    if (batch.length < BATCH || deleted.length === 0) break;
  }
  if (removed > 0) log.info({ removed }, 'unused photos deleted');
  return removed;
}
