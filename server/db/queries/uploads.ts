/** Photos uploaded for listings, and who uploaded them. */
import type { Db } from '../client';
import { photoUpload } from '../schema';

export async function recordPhotoUpload(db: Db, chemin: string, idutilisateur: number): Promise<void> {
  await db.insert(photoUpload).values({ chemin, idutilisateur });
}
