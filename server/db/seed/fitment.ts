/**
 * What the demo's parts and motorcycle equipment fit (lib/fitment.ts), from what their titles say
 * as sellers write them: "… pour Yamaha MT-07" or "… pour Tracer 9" names a reference model, and
 * "universel" says it fits every motorcycle. A title naming no reference model says nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { FITTING_TYPES } from '@/lib/fitment';
import { foldSearchText } from '@/lib/search-words';
import type { Db } from '../client';
import { NO_FITMENT, type FitmentColumns } from '../queries/fitment';
import { annonceEquipement, marque, modele } from '../schema';

export async function fillDemoFitment(db: Db): Promise<number> {
  const models = await db
    .select({ idmodele: modele.idmodele, marque: marque.nom_marque, modele: modele.nom_modele })
    .from(modele)
    .innerJoin(marque, eq(marque.idmarque, modele.idmarque));
  const listings = await db
    .select({ id: annonceEquipement.idannonce_equipement, titre: annonceEquipement.titre })
    .from(annonceEquipement)
    .where(
      and(
        inArray(annonceEquipement.type, [...FITTING_TYPES]),
        eq(annonceEquipement.universel, false),
        sql`cardinality(${annonceEquipement.compat_modeles}) = 0`,
      ),
    );
  let filled = 0;
  for (const listing of listings) {
    const title = ` ${foldSearchText(listing.titre)} `;
    const named = models.filter(
      (m) => title.includes(` pour ${foldSearchText(`${m.marque} ${m.modele}`)} `) || title.includes(` pour ${foldSearchText(m.modele)} `),
    );
    // The models come from the reference data itself: stored as v1 stores a seller's choice.
    const columns: FitmentColumns | null = / universel(le)?s? /.test(title)
      ? { ...NO_FITMENT, universel: true }
      : named.length === 1
        ? { compatibilites: [{ ...named[0]!, annee_min: null, annee_max: null }], compat_modeles: [named[0]!.idmodele], universel: false }
        : null;
    if (!columns) continue;
    await db.update(annonceEquipement).set(columns).where(eq(annonceEquipement.idannonce_equipement, listing.id));
    filled++;
  }
  return filled;
}
