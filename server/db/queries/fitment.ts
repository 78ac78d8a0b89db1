/**
 * Which motorcycles a part fits, as stored on its listing (migration 0036, lib/fitment.ts): the
 * models a seller chose, checked against the reference data and stored with their names; and the
 * condition the lists of what fits one motorcycle search with.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FITMENT_ERRORS, fitsMotorcycles, type FittedModel } from '@/lib/fitment';
import type { PartModelLink } from '@/lib/schemas/search';
import type { EquipmentType } from '@/lib/listing-types';
import type { EquipementListingInput } from '@/lib/schemas/listing-write';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import type { AnyOf } from './pagination';
import { annonceEquipement, marque, modele } from '../schema';

/** What a listing stores of the motorcycles it fits. */
export interface FitmentColumns {
  compatibilites: FittedModel[];
  compat_modeles: number[];
  universel: boolean;
}

export const NO_FITMENT: FitmentColumns = { compatibilites: [], compat_modeles: [], universel: false };

/**
 * The columns of what a seller says their item fits: each model found in the reference data (one
 * that is not is refused), named as it names them, by brand then model. Rider equipment fits
 * riders: it names no motorcycle.
 */
export async function fitmentColumns(
  db: Db,
  type: EquipmentType,
  { compatibilites, universel }: Pick<EquipementListingInput, 'compatibilites' | 'universel'>,
): Promise<FitmentColumns> {
  if (!fitsMotorcycles(type)) {
    if (universel || compatibilites.length > 0) throw new Refusal(FITMENT_ERRORS.notFitting, 400);
    return NO_FITMENT;
  }
  if (universel && compatibilites.length > 0) throw new Refusal(FITMENT_ERRORS.universalAndModels, 400);
  if (compatibilites.length === 0) return { ...NO_FITMENT, universel };
  const ids = compatibilites.map((chosen) => chosen.idmodele);
  const names = await db
    .select({ idmodele: modele.idmodele, marque: marque.nom_marque, modele: modele.nom_modele })
    .from(modele)
    .innerJoin(marque, eq(marque.idmarque, modele.idmarque))
    .where(inArray(modele.idmodele, ids))
    .orderBy(asc(marque.nom_marque), asc(modele.nom_modele));
  if (names.length !== ids.length) throw new Refusal(FITMENT_ERRORS.unknownModel, 400);
  const years = new Map(compatibilites.map((chosen) => [chosen.idmodele, chosen]));
  const fitted = names.map((name) => ({ ...name, annee_min: years.get(name.idmodele)!.annee_min, annee_max: years.get(name.idmodele)!.annee_max }));
  return { compatibilites: fitted, compat_modeles: fitted.map((model) => model.idmodele), universel: false };
}

/**
 * Whether the models a listing names (`compatibilites`) include `idmodele` for the year `annee`
 * (a model named without years fits every year). Also what alerts match with (alerts.ts).
 */
export function namesModelFor(compatibilites: SQL, idmodele: SQL, annee: SQL): SQL {
  return sql`exists (select 1 from jsonb_to_recordset(${compatibilites}) as m(idmodele int, annee_min int, annee_max int)
    where m.idmodele = ${idmodele} and coalesce(m.annee_min, ${annee}) <= ${annee} and coalesce(m.annee_max, ${annee}) >= ${annee})`;
}

/**
 * What fits a motorcycle of that model (and year, when given), in two ways no listing meets both
 * of (the table's check): the universal items, from their index, and those naming the model,
 * through the index of the models named, then their years.
 */
export function fitsWays(idmodele: number, annee?: number): AnyOf {
  const a = annonceEquipement;
  const years = annee === undefined ? sql`` : sql` and ${namesModelFor(sql`${a.compatibilites}`, sql`${idmodele}`, sql`${annee}`)}`;
  return { ways: [sql`${a.universel}`, sql`${a.compat_modeles} @> array[${idmodele}]::integer[]${years}`] };
}

/** The columns of a reference model as the parts pages name it, and the listings that name it. */
const partModelColumns = sql`m.idmodele::int as "idmodele", ma.nom_marque as "marque", ma.slug as "marqueSlug",
  m.nom_modele as "modele", motomaroc_slug(m.nom_modele) as "slug"`;

/**
 * The reference models named by published listings, the most named first (the parts pages' other
 * models, the sitemap): those named by at least `min` of them. Read from the view the search's
 * refresh keeps (migration 0037): as of its last refresh, at most 5 minutes old.
 */
export async function partModels(db: Db, { min = 1, limit = 100 }: { min?: number; limit?: number }): Promise<PartModelLink[]> {
  const rows = await db.execute<PartModelLink>(sql`
    select ${partModelColumns}, named.annonces
    from modele_pieces named join ${modele} m on m.idmodele = named.idmodele join ${marque} ma on ma.idmarque = m.idmarque
    where named.annonces >= ${min} and motomaroc_slug(m.nom_modele) <> ''
    order by named.annonces desc, ma.nom_marque, m.nom_modele
    limit ${limit}`);
  return rows.rows;
}

/**
 * The reference model behind a parts page's address, with how many published listings name it (by
 * the index of the models named); null when no model has these keys. Two models of one brand
 * whose names fold to one key (MT-07, MT 07) are one page: the first.
 */
export async function partModel(db: Db, marqueSlug: string, modeleSlug: string): Promise<PartModelLink | null> {
  const found = await db.execute<Omit<PartModelLink, 'annonces'>>(sql`
    select ${partModelColumns} from ${modele} m join ${marque} ma on ma.idmarque = m.idmarque
    where ma.slug = ${marqueSlug} and motomaroc_slug(m.nom_modele) = ${modeleSlug}
    order by m.idmodele limit 1`);
  const model = found.rows[0];
  if (!model) return null;
  const [named] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(annonceEquipement)
    .where(sql`${annonceEquipement.etat} = 'publiee' and ${annonceEquipement.compat_modeles} @> array[${model.idmodele}]::integer[]`);
  return { ...model, annonces: named?.n ?? 0 };
}
