/**
 * Listing photos uploaded before fingerprints existed (issue 43) get theirs: read from the file
 * store in batches, fingerprinted, recorded (a photo too flat to tell is recorded without one, so
 * that it is not read again). Run once when the queue's workers start, then daily; each run stops
 * when none is left. Seeded pictures (demo/…) are shared drawings and are left out.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { recordFingerprint } from '../db/queries/uploads';
import { annonceEquipement, annonceMoto, empreintePhoto } from '../db/schema';
import type { Logger } from '../log';
import type { FileStore } from '../storage/files';
import { photoFingerprint } from '../trust/photo-fingerprint';

const BATCH = 200;

export async function fingerprintOldPhotos(db: Db, files: FileStore, log: Logger): Promise<number> {
  let done = 0;
  // A file missing from the store is skipped for this run, not tried again in a loop.
  const missing = new Set<string>();
  for (;;) {
    const { rows } = await db.execute<{ chemin: string; idutilisateur: number }>(sql`
      select distinct shown.chemin, shown.idutilisateur from (
        select unnest(${annonceMoto.photos}) as chemin, ${annonceMoto.idutilisateur} as idutilisateur from ${annonceMoto}
        union all
        select unnest(${annonceEquipement.photos}), ${annonceEquipement.idutilisateur} from ${annonceEquipement}
      ) as shown
      where shown.chemin like 'photos/%'
        and not exists (select 1 from ${empreintePhoto} where ${empreintePhoto.chemin} = shown.chemin)
        ${
          missing.size > 0
            ? sql`and shown.chemin not in (${sql.join(
                [...missing].map((chemin) => sql`${chemin}`),
                sql`, `,
              )})`
            : sql``
        }
      limit ${BATCH}`);
    if (rows.length === 0) break;
    for (const { chemin, idutilisateur } of rows) {
      const bytes = await files.read(chemin).catch(() => null);
      if (!bytes) {
        missing.add(chemin);
        continue;
      }
      const fingerprint = await photoFingerprint(sharp(bytes).rotate()).catch(() => null);
      await recordFingerprint(db, chemin, idutilisateur, fingerprint);
      done++;
    }
  }
  if (done + missing.size > 0) log.info({ done, missing: missing.size }, 'old photos fingerprinted');
  return done;
}
