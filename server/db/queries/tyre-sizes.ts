/**
 * Tyre sizes as the listings store them (migration 0034): the columns of a size, and the sizes of
 * tyres read from their titles where the seller gave none.
 */
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TyreSizeSummary } from '@/lib/schemas/listings';
import { findTyrePosition, findTyreSize, tyreSizeKey, type TyreSize, type TyreSizeColumns } from '@/lib/tyre-sizes';
import type { Db } from '../client';
import { annonceEquipement } from '../schema';

const e = annonceEquipement;

/** The columns of a size (all null: no size). */
export function tyreColumns(size: TyreSize | null): TyreSizeColumns {
  return {
    pneu_taille: size && tyreSizeKey(size),
    pneu_largeur: size?.largeur ?? null,
    pneu_serie: size?.serie ?? null,
    pneu_construction: size?.construction ?? null,
    pneu_jante: size?.jante ?? null,
    pneu_charge: size?.charge ?? null,
    pneu_vitesse: size?.vitesse ?? null,
  };
}

const BATCH = 2_000;

/**
 * Reads the size of every tyre without one from its title ("Pneu Metzeler Karoo 4 170/60 R17"),
 * and whether it is a front or rear one where the title says, a batch at a time; titles that name no size are left as they are. Returns how many got one.
 */
export async function fillTyreSizesFromTitles(db: Db): Promise<number> {
  let after = 0;
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: e.idannonce_equipement, titre: e.titre })
      .from(e)
      .where(and(eq(e.type, 'pneu'), isNull(e.pneu_taille), gt(e.idannonce_equipement, after)))
      .orderBy(asc(e.idannonce_equipement))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    after = rows.at(-1)!.id;
    const sized = rows.flatMap((row) => {
      const size = findTyreSize(row.titre);
      return size ? [{ id: row.id, ...tyreColumns(size), pneu_position: findTyrePosition(row.titre) }] : [];
    });
    if (sized.length > 0) {
      await db.execute(sql`
        update annonce_equipement a set
          pneu_taille = s.pneu_taille, pneu_largeur = s.pneu_largeur, pneu_serie = s.pneu_serie,
          pneu_construction = s.pneu_construction, pneu_jante = s.pneu_jante, pneu_charge = s.pneu_charge,
          pneu_vitesse = s.pneu_vitesse, pneu_position = coalesce(a.pneu_position, s.pneu_position)
        from jsonb_to_recordset(${JSON.stringify(sized)}::jsonb) as s(id int, pneu_taille text, pneu_largeur float8, pneu_serie int2,
          pneu_construction text, pneu_jante int2, pneu_charge int2, pneu_vitesse text, pneu_position text)
        where a.idannonce_equipement = s.id`);
      filled += sized.length;
    }
  }
}

/** The sizes of published tyres, the most listed first (at equal counts, by key). */
export async function publishedTyreSizes(db: Db, { min = 1, limit = 100 }: { min?: number; limit?: number }): Promise<TyreSizeSummary[]> {
  return db
    .select({
      taille: sql<string>`${e.pneu_taille}`,
      annonces: sql<number>`count(*)::int`,
      prix_min: sql<number | null>`min(${e.prix})::int`,
      prix_max: sql<number | null>`max(${e.prix})::int`,
    })
    .from(e)
    .where(and(eq(e.etat, 'publiee'), isNotNull(e.pneu_taille)))
    .groupBy(e.pneu_taille)
    .having(sql`count(*) >= ${min}`)
    .orderBy(sql`count(*) desc`, asc(e.pneu_taille))
    .limit(limit);
}
