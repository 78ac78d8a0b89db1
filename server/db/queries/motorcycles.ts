/** Public reads of moto listings: searches, home, detail, shop, similar, counters. */
import { and, asc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Paginated } from '@/lib/schemas/common';
import type { MotoAnnonce, MotoCard, MotoSearchQuery, PriceGuideQuery } from '@/lib/schemas/listings';
import { MIN_COMPARABLES, YEAR_SPREAD, mileageBand, type PriceGuide } from '@/lib/price-guide';
import type { Db } from '../client';
import { annonceMoto } from '../schema';
import { escapeLike, publishedListings } from './listing-shared';
import type { PageRequest } from './pagination';
import { resolveMarque, resolveVille } from './reference';
import type { WordSearch } from './search';

const a = annonceMoto;

const reads = publishedListings<MotoCard, MotoAnnonce>({
  table: a,
  id: a.idannonce_moto,
  cardColumns: {
    idannonce_moto: a.idannonce_moto,
    modele: a.modele,
    model: a.model,
    kilometrage: a.kilometrage,
    cylindre: a.cylindre,
  },
  annonceColumns: {
    categorie_moto: a.categorie_moto,
  },
  model: a.modele,
});
const isPublished = reads.isPublished;

/** The WHERE of a public moto search; null when a named brand or city does not exist. */
async function searchConditions(db: Db, q: MotoSearchQuery): Promise<SQL | null> {
  const conditions: SQL[] = [isPublished];
  if (q.marque) {
    const marque = await resolveMarque(db, q.marque);
    if (!marque) return null;
    conditions.push(eq(a.marque, marque));
  }
  if (q.ville) {
    const ville = await resolveVille(db, q.ville);
    if (!ville) return null;
    conditions.push(eq(a.ville, ville));
  }
  if (q.modele) conditions.push(sql`lower(${a.modele}) like ${`${escapeLike(q.modele.toLowerCase())}%`}`);
  if (q.prixmin !== undefined) conditions.push(gte(a.prix, q.prixmin));
  if (q.prixmax !== undefined) conditions.push(lte(a.prix, q.prixmax));
  if (q.kilometragemin !== undefined) conditions.push(gte(a.kilometrage, q.kilometragemin));
  if (q.kilometragemax !== undefined) conditions.push(lte(a.kilometrage, q.kilometragemax));
  if (q.cylindre !== undefined) conditions.push(eq(a.cylindre, q.cylindre));
  const cylindreMin = q.cylindreemin ?? q.cylindreeMin;
  const cylindreMax = q.cylindreemax ?? q.cylindreeMax;
  if (cylindreMin !== undefined) conditions.push(gte(a.cylindre, cylindreMin));
  if (cylindreMax !== undefined) conditions.push(lte(a.cylindre, cylindreMax));
  return and(...conditions)!;
}

/** GET moto/annonce: a page of published motos under the filters and the words of `q`. */
export async function searchMotos(db: Db, q: MotoSearchQuery, words: WordSearch | null = null): Promise<Paginated<MotoCard>> {
  const where = await searchConditions(db, q);
  return words ? reads.searchPage(db, where, words, q, q.tri ?? 'pertinence') : reads.page(db, where, q, q.tri ?? 'recent');
}

/** Published motos of one seller (a shop page), newest first. */
export function motosOfSeller(db: Db, idutilisateur: number, request: PageRequest): Promise<Paginated<MotoCard>> {
  return reads.page(db, and(isPublished, eq(a.idutilisateur, idutilisateur))!, request, 'recent');
}

/** Newest published motos, for the home carousel. */
export function latestMotos(db: Db, limit: number): Promise<MotoCard[]> {
  return reads.list(db, sql`true`, reads.orderings.recent, limit);
}

/** The newest published motos of one model (its brand's name, its URL key). */
export function motosOfModel(db: Db, marque: string, modeleSlug: string, limit: number): Promise<MotoCard[]> {
  return reads.list(db, and(eq(a.marque, marque), sql`motomaroc_slug(${a.modele}) = ${modeleSlug}`)!, reads.orderings.recent, limit);
}

/** Cards of the given published motos (in no particular order). */
export const motoCardsByIds = reads.byIds;

/**
 * Other published motos of a brand: closest in engine size to the listing `id` (when it exists),
 * then newest.
 */
export async function similarMotos(db: Db, marqueTyped: string, id: number, limit: number): Promise<MotoCard[]> {
  const marque = await resolveMarque(db, marqueTyped);
  if (!marque) return [];
  // The listing's engine size is read by the same query; without one (unknown id, none given) the
  // distance is null on every row and the newest come first.
  const reference = sql`nullif((select "reference"."cylindre" from ${a} as "reference" where "reference"."idannonce_moto" = ${id}), 0)`;
  return reads.list(
    db,
    and(eq(a.marque, marque), ne(a.idannonce_moto, id))!,
    [asc(sql`abs(coalesce(${a.cylindre}, 0) - ${reference})`), ...reads.orderings.recent],
    limit,
  );
}

/** One published moto; null when unknown or not public. */
export const motoById = reads.annonce;

/** One published moto with its seller's public identity. */
export const motoDetail = reads.detail;

/** Adds one view to a published moto; null when there is no such listing. */
export const incrementMotoViews = reads.incrementViews;

/** Adds one appearance in a list (reach) to a published moto. */
export const incrementMotoReach = reads.incrementReach;

/** Asking prices of comparable published motos (lib/price-guide): median and middle half, nothing under MIN_COMPARABLES. */
export async function motoPriceGuide(db: Db, q: PriceGuideQuery): Promise<PriceGuide> {
  const none: PriceGuide = { comparables: 0, mediane: null, bas: null, haut: null };
  const marque = await resolveMarque(db, q.marque);
  if (!marque) return none;
  const conditions: SQL[] = [
    isPublished,
    sql`${a.prix} is not null`,
    eq(a.marque, marque),
    sql`lower(${a.modele}) = ${q.modele.toLowerCase()}`,
    gte(a.model, q.annee - YEAR_SPREAD),
    lte(a.model, q.annee + YEAR_SPREAD),
  ];
  if (q.kilometrage !== undefined) {
    const band = mileageBand(q.kilometrage);
    conditions.push(gte(a.kilometrage, band.min));
    if (band.max !== null) conditions.push(sql`${a.kilometrage} < ${band.max}`);
  }
  if (q.exclure !== undefined) conditions.push(ne(a.idannonce_moto, q.exclure));
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      // One sort for the three figures: quartile 1, median, quartile 3.
      quartiles: sql<number[] | null>`percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${a.prix})`,
    })
    .from(a)
    .where(and(...conditions));
  const comparables = row?.n ?? 0;
  if (comparables < MIN_COMPARABLES) return { ...none, comparables };
  const round = (value: number | null) => (value === null ? null : Math.round(Number(value)));
  const [bas, mediane, haut] = row!.quartiles ?? [null, null, null];
  return { comparables, mediane: round(mediane ?? null), bas: round(bas ?? null), haut: round(haut ?? null) };
}
