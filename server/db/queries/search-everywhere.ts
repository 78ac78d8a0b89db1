/**
 * The search of every listing type at once (the search box's results page): how many listings of
 * each type match, the first ones of the type with the most, and, when nothing matches, the brand
 * or model whose name is closest.
 */
import { sql } from 'drizzle-orm';
import { equipmentTypeOf, LISTING_URL_TYPES, type ListingUrlType } from '@/lib/listing-types';
import type { SearchEverywhere } from '@/lib/schemas/search';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto } from '../schema';
import { searchEquipements } from './equipment';
import { searchMotos } from './motorcycles';
import { countWordMatches } from './pagination';
import { closestName, type WordSearch } from './search';

/**
 * Matching published listings of each type: exact up to the words' counting cap, estimated above.
 * One after the other: a search runs on the one connection of its transaction (boundedSearch).
 */
async function countsByType(db: Db, words: WordSearch) {
  const counts = [];
  for (const type of LISTING_URL_TYPES) {
    const equipmentType = equipmentTypeOf(type);
    // A tyre size's word is in tyres' documents only: elsewhere it would read every tyre to find none.
    if (words.onlyTyres && equipmentType !== 'pneu') {
      counts.push({ type, total: 0, totalEstime: false });
      continue;
    }
    const [table, where] = equipmentType
      ? [
          sql`${annonceEquipement}`,
          sql`${annonceEquipement.etat} = 'publiee' and ${annonceEquipement.type} = ${equipmentType} and ${words.matches(annonceEquipement.recherche)}`,
        ]
      : [sql`${annonceMoto}`, sql`${annonceMoto.etat} = 'publiee' and ${words.matches(annonceMoto.recherche)}`];
    const count = await countWordMatches(db, table, where);
    counts.push({ type, total: count.total, totalEstime: !count.exact });
  }
  return counts;
}

/** GET recherche: the words `text` (already read as `words`; null: none to match) in every type. */
export async function searchEverywhere(db: Db, text: string, words: WordSearch | null, limit: number): Promise<SearchEverywhere> {
  const empty = {
    q: text,
    types: LISTING_URL_TYPES.map((type) => ({ type, total: 0, totalEstime: false })),
    meilleur: null,
    motos: [],
    equipements: [],
    corrections: [],
  };
  if (!words) return { ...empty, suggestion: null };
  // The most first; at equal counts, the order of the site's menus (motos first).
  const types = (await countsByType(db, words)).sort((a, b) => b.total - a.total);
  const best: ListingUrlType | null = types[0] && types[0].total > 0 ? types[0].type : null;
  const request = { page: 1, limit, tri: 'pertinence' as const };
  const equipmentType = best && equipmentTypeOf(best);
  const motos = best === 'moto' ? (await searchMotos(db, request, words)).annonces : [];
  const equipements = equipmentType ? (await searchEquipements(db, { ...request, type: equipmentType }, words)).annonces : [];
  const suggestion = best ? null : await closestName(db, text);
  return { q: text, types, meilleur: best, motos, equipements, corrections: words.corrections, suggestion };
}
