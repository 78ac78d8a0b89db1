/** Public reads of equipment listings (moto and rider equipment, spare parts, tyres). */
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { EquipmentType } from '@/lib/listing-types';
import type { Paginated } from '@/lib/schemas/common';
import type { EquipementAnnonce, EquipementCard, EquipementSearchQuery } from '@/lib/schemas/listings';
import type { Db } from '../client';
import { annonceEquipement, categorie } from '../schema';
import { publishedListings } from './listing-shared';
import { anyOfCondition, type PageRequest } from './pagination';
import { resolveCategories, resolveVille } from './reference';
import type { WordSearch } from './search';
import { fitsWays } from './fitment';

const a = annonceEquipement;

const reads = publishedListings<EquipementCard, EquipementAnnonce>({
  table: a,
  id: a.idannonce_equipement,
  cardColumns: {
    idannonce_equipement: a.idannonce_equipement,
    type: a.type,
    idcategorie: a.idcategorie,
    categorie: categorie.nom_categorie,
  },
  // A tyre's size as data (null for anything else): the page writes it as the sidewall does.
  annonceColumns: {
    pneu_taille: a.pneu_taille,
    pneu_largeur: a.pneu_largeur,
    pneu_serie: a.pneu_serie,
    pneu_construction: a.pneu_construction,
    pneu_jante: a.pneu_jante,
    pneu_charge: a.pneu_charge,
    pneu_vitesse: a.pneu_vitesse,
    pneu_position: a.pneu_position,
    compatibilites: a.compatibilites,
    universel: a.universel,
  },
  joins: [{ table: categorie, on: sql`${categorie.idcategorie} = ${a.idcategorie}` }],
});
const isPublished = reads.isPublished;

async function searchConditions(db: Db, q: EquipementSearchQuery): Promise<SQL | null> {
  const conditions: SQL[] = [isPublished];
  if (q.categorie) {
    // Categories are resolved within the type, so they imply it: the type condition would only
    // make PostgreSQL read each row to check it again.
    const ids = await resolveCategories(db, q.categorie, q.type);
    if (ids.length === 0) return null;
    conditions.push(ids.length === 1 ? eq(a.idcategorie, ids[0]!) : inArray(a.idcategorie, ids));
  } else if (q.type) {
    conditions.push(eq(a.type, q.type));
  }
  if (q.ville) {
    const ville = await resolveVille(db, q.ville);
    if (!ville) return null;
    conditions.push(eq(a.ville, ville));
  }
  // A size is a tyre's: the index of sizes (migration 0034) reads only tyres of that size.
  if (q.taille) conditions.push(eq(a.pneu_taille, q.taille));
  if (q.prixmin !== undefined) conditions.push(gte(a.prix, q.prixmin));
  if (q.prixmax !== undefined) conditions.push(lte(a.prix, q.prixmax));
  return and(...conditions)!;
}

/** GET equipement/annonce: a page of published equipment under the filters and the words of `q`. */
export async function searchEquipements(db: Db, q: EquipementSearchQuery, words: WordSearch | null = null): Promise<Paginated<EquipementCard>> {
  const where = await searchConditions(db, q);
  // What fits a motorcycle: first then the rest (dabord), or only it, read way by way (fitsWays),
  // but as one condition among the words of a search by words.
  const fits = q.compatible === undefined ? undefined : fitsWays(q.compatible, q.annee);
  if (fits && q.dabord) {
    const { firsts, ...found } = await reads.pageFirst(db, where, fits, words, q, q.tri === 'pertinence' || !q.tri ? 'recent' : q.tri);
    return { ...found, annonces: found.annonces.map((card, i) => ({ ...card, compatible: i < firsts })) };
  }
  const found = words
    ? await reads.searchPage(db, fits && where ? sql`${where} and ${anyOfCondition(fits)}` : where, words, q, q.tri ?? 'pertinence')
    : await reads.page(db, where, q, q.tri ?? 'recent', fits);
  // Only what fits was asked for: every card fits.
  return fits ? { ...found, annonces: found.annonces.map((card) => ({ ...card, compatible: true })) } : found;
}

/** Published equipment of one seller, of one type or all. */
export function equipementsOfSeller(db: Db, idutilisateur: number, type: EquipmentType | undefined, request: PageRequest): Promise<Paginated<EquipementCard>> {
  const where = and(isPublished, eq(a.idutilisateur, idutilisateur), type ? eq(a.type, type) : undefined)!;
  return reads.page(db, where, request, 'recent');
}

/** Cards of the given published equipment listings (in no particular order). */
export const equipementCardsByIds = reads.byIds;

/** Newest published equipment of one type, for a home carousel. */
export function latestEquipements(db: Db, type: EquipmentType, limit: number): Promise<EquipementCard[]> {
  return reads.list(db, eq(a.type, type), reads.orderings.recent, limit);
}

/** One published listing; null when unknown or not public. */
export const equipementById = reads.annonce;

/** One published listing with its seller's public identity. */
export const equipementDetail = reads.detail;

/** Adds one view to a published listing; null when there is no such listing. */
export const incrementEquipementViews = reads.incrementViews;
