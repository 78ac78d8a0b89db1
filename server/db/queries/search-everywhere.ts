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
import { searchEquipements } from './equipements';
import { searchMotos } from './motos';
import { countMatches } from './pagination';
import { closestName, type WordSearch } from './search';

/** Matching published listings of each type: exact up to the counting cap, estimated above. */
async function countsByType(db: Db, words: WordSearch) {
  return Promise.all(
    LISTING_URL_TYPES.map(async (type) => {
      const equipmentType = equipmentTypeOf(type);
      const count = equipmentType
        ? await countMatches(
            db,
            sql`${annonceEquipement}`,
            sql`${annonceEquipement.etat} = 'publiee' and ${annonceEquipement.type} = ${equipmentType} and ${words.matches(annonceEquipement.recherche)}`,
          )
        : await countMatches(db, sql`${annonceMoto}`, sql`${annonceMoto.etat} = 'publiee' and ${words.matches(annonceMoto.recherche)}`);
      return { type, total: count.total, totalEstime: !count.exact };
    }),
  );
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
  const [motos, equipements, suggestion] = await Promise.all([
    best === 'moto' ? searchMotos(db, request, words).then((page) => page.annonces) : [],
    equipmentType ? searchEquipements(db, { ...request, type: equipmentType }, words).then((page) => page.annonces) : [],
    best ? null : closestName(db, text),
  ]);
  return { q: text, types, meilleur: best, motos, equipements, corrections: words.corrections, suggestion };
}
