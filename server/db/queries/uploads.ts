/** Photos uploaded for listings, who uploaded them, and their perceptual fingerprints. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { empreintePhoto, photoUpload } from '../schema';
import { quarters } from '../../trust/photo-fingerprint';

/** An upload for a listing, with its fingerprint (null: too flat to tell; undefined: not taken, as in tests). */
export async function recordPhotoUpload(db: Db, chemin: string, idutilisateur: number, fingerprint?: bigint | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(photoUpload).values({ chemin, idutilisateur });
    if (fingerprint !== undefined) await recordFingerprint(tx, chemin, idutilisateur, fingerprint);
  });
}

/** A listing photo's fingerprint; null for a picture too flat to tell, recorded as such. */
export async function recordFingerprint(db: Db, chemin: string, idutilisateur: number, fingerprint: bigint | null): Promise<void> {
  const [q0, q1, q2, q3] = fingerprint === null ? [null, null, null, null] : quarters(fingerprint);
  await db
    .insert(empreintePhoto)
    .values({ chemin, idutilisateur, empreinte: fingerprint === null ? null : BigInt.asIntN(64, fingerprint), q0, q1, q2, q3 })
    .onConflictDoNothing();
}

/** Photos deleted from the store: their fingerprints go with them. */
export async function forgetPhotos(db: Db, chemins: string[]): Promise<void> {
  if (chemins.length > 0) await db.delete(empreintePhoto).where(inArray(empreintePhoto.chemin, chemins));
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
