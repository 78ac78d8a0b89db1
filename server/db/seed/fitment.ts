/**
 * What the demo's parts and motorcycle equipment fit (lib/fitment.ts), from what their titles say
 * as sellers write them: "… pour Yamaha MT-07" or "… pour Tracer 9" names a reference model, and
 * "universel" says it fits every motorcycle. A title naming no reference model says nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { FITTING_TYPES } from '@/lib/fitment';
import { foldSearchText } from '@/lib/search-words';
import type { Db } from '../client';
import { fitmentColumns } from '../queries/fitment';
import { annonceEquipement, marque, modele } from '../schema';

export async function fillDemoFitment(db: Db): Promise<number> {
  const models = await db
    .select({ idmodele: modele.idmodele, marque: marque.nom_marque, modele: modele.nom_modele })
    .from(modele)
    .innerJoin(marque, eq(marque.idmarque, modele.idmarque));
  const listings = await db
    .select({ id: annonceEquipement.idannonce_equipement, type: annonceEquipement.type, titre: annonceEquipement.titre })
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
    const universel = / universel(le)?s? /.test(title);
    if (named.length !== 1 && !universel) continue;
    const columns = await fitmentColumns(db, listing.type as (typeof FITTING_TYPES)[number], {
      compatibilites: universel ? [] : [{ idmodele: named[0]!.idmodele, annee_min: null, annee_max: null }],
      universel,
    });
    await db.update(annonceEquipement).set(columns).where(eq(annonceEquipement.idannonce_equipement, listing.id));
    filled++;
  }
  return filled;
}
