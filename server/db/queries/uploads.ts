/** Photos uploaded for listings, and who uploaded them. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { photoUpload } from '../schema';

export async function recordPhotoUpload(db: Db, chemin: string, idutilisateur: number): Promise<void> {
  await db.insert(photoUpload).values({ chemin, idutilisateur });
}

/**
 * Pictures an admin puts on an ad, a campaign or a shop: an upload taken this way loses its record,
 * so that the cleanup of unused uploads leaves it alone. Paths that are not pending uploads (a
 * seeded picture, one already in use) are left as they are.
 */
export async function takeUploads(db: Db, paths: (string | null | undefined)[]): Promise<void> {
  const taken = paths.filter((path): path is string => typeof path === 'string' && path.length > 0);
  if (taken.length > 0) await db.delete(photoUpload).where(inArray(photoUpload.chemin, taken));
}
