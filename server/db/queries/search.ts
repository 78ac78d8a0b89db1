/**
 * Search by words: what a search means once read (its words, their synonyms and the corrections
 * of typos), the suggestions of the search box, the words people search, and the refreshing of
 * what the search reads besides the listings (migration 0012).
 */
import { lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  foldSearchText,
  MAX_SEARCH_WORDS,
  modelSpellings,
  oneSlipVariants,
  searchStatKey,
  searchWords,
  TYPO_MIN_LENGTH,
  type ModelSpellings,
  type SearchWord,
} from '@/lib/search-words';
import { moroccoDay } from '@/lib/format';
import { isTyreSearchWord, splitTyreSize, tyreSearchWord, tyreSizeKey } from '@/lib/tyre-sizes';
import { holdsPersonalData } from '@/lib/personal-data';
import { MIN_SEARCH_CLIENTS, type SearchSuggestion } from '@/lib/schemas/search';
import { arabicCategoryName } from '../../reference-names';
import { readerOf, type Db } from '../client';
import { modele, rechercheClient, rechercheStat, synonymeRecherche } from '../schema';

/** The text search configuration of migration 0012. */
export const SEARCH_CONFIG = sql.raw(`'motomaroc_fr'::regconfig`);
const CONFIG = SEARCH_CONFIG;

/** A search by words, ready for the listings' queries. */
export interface WordSearch {
  /** the words as folded, for statistics and messages */
  text: string;
  /** a typo and the word of the listings it was read as ("kawazaki" → "kawasaki") */
  corrections: { mot: string; par: string }[];
  /** the listing has every word (or its synonym, or its correction) somewhere */
  matches(column: PgColumn | SQL): SQL;
  /** ...every one in its title */
  inTitle(column: PgColumn | SQL): SQL;
  /** the to_tsquery text `matches` uses (kept by a saved search) */
  query: string;
  /** each word's spellings that match it (the word, its synonym, its correction) */
  alternatives: string[][];
  /** the reference models the words name however written ("crypton115": Crypton 115): their listings come first */
  models: string[];
  /** the words name a tyre size: only tyres can match */
  onlyTyres: boolean;
}

/** What a search's words are read with: the synonyms table and the reference models' spellings. */
interface SearchVocabulary {
  /** folded keys → the site's word */
  synonyms: Map<string, string>;
  models: ModelSpellings;
}

let vocabularyMemo: { at: number; value: Promise<SearchVocabulary> } | undefined;
const VOCABULARY_TTL_MS = 5 * 60_000;

/** The synonyms table and the reference models' spellings; read at most every 5 minutes. */
export function searchVocabulary(db: Db): Promise<SearchVocabulary> {
  if (!vocabularyMemo || Date.now() - vocabularyMemo.at > VOCABULARY_TTL_MS) {
    const value = Promise.all([db.select().from(synonymeRecherche), db.selectDistinct({ nom: modele.nom_modele }).from(modele)]).then(([synonyms, models]) => ({
      synonyms: new Map(synonyms.map((row) => [row.expression, row.mot])),
      models: modelSpellings(models.map((row) => row.nom)),
    }));
    value.catch(() => (vocabularyMemo = undefined));
    vocabularyMemo = { at: Date.now(), value };
  }
  return vocabularyMemo.value;
}

/**
 * The words of a search as the listings' queries read them (searchWords with this database's
 * vocabulary). A tyre size, however written ("170 60 r17", "170/60-R17"), is one word: the one
 * the search documents of tyres of that size hold (migration 0034).
 */
async function wordsOf(db: Db, text: string): Promise<SearchWord[]> {
  const { synonyms, models } = await searchVocabulary(db);
  const { size, rest } = splitTyreSize(text);
  const words = searchWords(rest, synonyms, models);
  return size ? [{ word: tyreSearchWord(tyreSizeKey(size)) }, ...words].slice(0, MAX_SEARCH_WORDS) : words;
}

/** Whether a word may be a typo of another: long enough, letters only. */
const mayBeTypo = (word: string) => word.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(word);

/**
 * For each word that the listings do not have, the word of theirs one typing slip away, the most
 * used if several (mot_recherche: the words of published titles, brands, models and categories).
 * The slips are spelled out (oneSlipVariants) and looked up by equality in the words' index.
 */
async function typoCorrections(db: Db, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const variants = new Map(words.map((word) => [word, oneSlipVariants(word)]));
  const lookedUp = [...words, ...[...variants.values()].flat()];
  const found = await db.execute<{ mot: string; n: number }>(sql`
    select m.mot, m.n from mot_recherche m
    where m.mot in (select jsonb_array_elements_text(${JSON.stringify(lookedUp)}::jsonb))`);
  const known = new Map(found.rows.map((row) => [row.mot, row.n]));
  const corrections = new Map<string, string>();
  for (const [word, slips] of variants) {
    if (known.has(word)) continue;
    const best = slips.filter((slip) => known.has(slip)).sort((a, b) => known.get(b)! - known.get(a)!)[0];
    if (best) corrections.set(word, best);
  }
  return corrections;
}

/** The to_tsquery text of the words: each word or one of its alternatives, every word required. */
function tsqueryText(words: string[][], weight: '' | ':A'): string {
  return words
    .map(
      (alternatives) =>
        `(${alternatives
          .map(
            (phrase) =>
              `(${phrase
                .split(' ')
                .map((token) => `${token}${weight}`)
                .join(' & ')})`,
          )
          .join(' | ')})`,
    )
    .join(' & ');
}

/**
 * What a search by words means, or null when it has no word to match (blank, only punctuation):
 * then the search is not narrowed by words. Its words are folded, Arabic and Darija words are read
 * as the site's word, and a word the listings do not have is also read as the one of theirs a
 * typing slip away.
 */
export async function readWordSearch(db: Db, text: string | undefined): Promise<WordSearch | null> {
  if (!text) return null;
  const words = await wordsOf(db, text);
  if (words.length === 0) return null;
  const corrections = await typoCorrections(
    db,
    words.filter((word) => !word.synonym && !word.modeles && mayBeTypo(word.word)).map((word) => word.word),
  );
  const alternatives = words.map((word) => [
    word.word,
    ...(word.synonym ? [word.synonym] : []),
    ...(word.modeles ?? []).map((model) => model.words),
    ...(corrections.has(word.word) ? [corrections.get(word.word)!] : []),
  ]);
  // Only letters and digits reach here (foldSearchText): nothing to_tsquery would read as an operator.
  const anywhere = tsqueryText(alternatives, '');
  const title = tsqueryText(alternatives, ':A');
  return {
    text: words.map((word) => word.word).join(' '),
    corrections: [...corrections].map(([mot, par]) => ({ mot, par })),
    matches: (column) => sql`${column} @@ to_tsquery(${CONFIG}, ${anywhere})`,
    query: anywhere,
    alternatives,
    models: [...new Set(words.flatMap((word) => (word.modeles ?? []).map((model) => model.name)))],
    onlyTyres: words.some((word) => isTyreSearchWord(word.word)),
    inTitle: (column) => sql`${column} @@ to_tsquery(${CONFIG}, ${title})`,
  };
}

const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Brands, models and categories of published listings whose name (or a spelling of it) starts like
 * `typed`, the most listed first. When nothing does, the words the listings do not have are read as
 * theirs a typing slip away, as the search reads them ("kawazaki" suggests Kawasaki).
 */
export async function searchSuggestions(db: Db, typed: string, limit: number): Promise<SearchSuggestion[]> {
  const words = await wordsOf(db, typed);
  // A model's name written another way is looked up as its listings write it ("crypton115" → crypton 115).
  const prefix = words.map((word) => word.modeles?.[0]?.words ?? word.word).join(' ');
  if (prefix.length < 2) return [];
  const found = await suggestionsStartingWith(db, prefix, limit);
  if (found.length > 0) return found;
  const corrections = await typoCorrections(
    db,
    words.filter((word) => !word.synonym && !word.modeles && mayBeTypo(word.word)).map((word) => word.word),
  );
  if (corrections.size === 0) return [];
  return suggestionsStartingWith(db, words.map((word) => corrections.get(word.word) ?? word.word).join(' '), limit);
}

async function suggestionsStartingWith(db: Db, prefix: string, limit: number): Promise<SearchSuggestion[]> {
  const rows = await db.execute<Omit<SearchSuggestion, 'libelle_ar'>>(sql`
    select distinct on (genre, libelle) genre, libelle, n, marque, modele, slug, type, idcategorie
    from suggestion_recherche
    where cle like ${`${escapeLikePattern(prefix)}%`}
    order by genre, libelle, n desc`);
  const order = { marque: 0, modele: 1, categorie: 2 } as const;
  return rows.rows
    .sort((a, b) => b.n - a.n || order[a.genre] - order[b.genre] || a.libelle.localeCompare(b.libelle, 'fr'))
    .slice(0, limit)
    .map((row) => ({ ...row, libelle_ar: row.genre === 'categorie' ? arabicCategoryName(row.libelle) : null }));
}

/** The brand or model whose name is closest to a search that found nothing ("kawazki" → Kawasaki), if one is close. */
export async function closestName(db: Db, text: string): Promise<SearchSuggestion | null> {
  const words = await wordsOf(db, text);
  const folded = words.map((word) => word.word).join(' ');
  if (folded.length < 3) return null;
  // Brands and models only: names no language translates.
  const rows = await db.execute<SearchSuggestion>(sql`
    select genre, libelle, null as libelle_ar, n, marque, modele, slug, type, idcategorie
    from suggestion_recherche
    where genre in ('marque', 'modele') and similarity(cle, ${folded}) >= 0.25
    order by similarity(cle, ${folded}) desc, n desc
    limit 1`);
  const closest = rows.rows[0];
  // The words are that name already: what emptied the list is something else (its filters).
  return closest && foldSearchText(closest.libelle) !== folded ? closest : null;
}

/**
 * Counts a search, without who made it: its folded words, the listing type ('tous': every type)
 * and how many listings it found, per Moroccan day; each client once per search and day (`client`:
 * a keyed hash of their address that changes every day, see rechercheClient). A search that holds
 * personal data (a phone number, an e-mail, an identity card number) is not kept.
 */
export async function recordSearch(db: Db, text: string, type: string, results: number, client: string): Promise<void> {
  const requete = searchStatKey(text);
  if (!requete || holdsPersonalData(text)) return;
  const jour = moroccoDay(new Date());
  await db.execute(sql`
    with nouveau as (
      insert into ${rechercheClient} (jour, requete, type, client) values (${jour}, ${requete}, ${type}, ${client})
      on conflict do nothing returning 1
    )
    insert into ${rechercheStat} (jour, requete, type, recherches, sans_resultat, resultats)
    select ${jour}, ${requete}, ${type}, 1, ${results === 0 ? 1 : 0}, ${results} from nouveau
    on conflict (jour, requete, type) do update set
      recherches = ${rechercheStat.recherches} + 1,
      sans_resultat = ${rechercheStat.sans_resultat} + excluded.sans_resultat,
      resultats = excluded.resultats`);
}

/** Who searched what is kept for the day only: the days before are forgotten. */
export async function forgetSearchClients(db: Db): Promise<void> {
  await db.delete(rechercheClient).where(lt(rechercheClient.jour, moroccoDay(new Date())));
}

export type SearchCount = {
  requete: string;
  recherches: number;
  /** listings the last such search found */
  resultats: number;
};

/**
 * The most made searches over the last `days` days, and those most often made in vain: each made by
 * MIN_SEARCH_CLIENTS clients on one day at least.
 */
export async function topSearches(db: Db, days: number, limit: number): Promise<{ top: SearchCount[]; sansResultat: SearchCount[] }> {
  const since = moroccoDay(new Date(Date.now() - days * 86_400_000));
  const [top, empty] = await Promise.all([
    db.execute<SearchCount>(sql`
      select requete, sum(recherches)::int as recherches, (array_agg(resultats order by jour desc))[1] as resultats
      from ${rechercheStat} where jour >= ${since}
      group by requete having max(recherches) >= ${MIN_SEARCH_CLIENTS} order by sum(recherches) desc, requete limit ${limit}`),
    db.execute<SearchCount>(sql`
      select requete, sum(sans_resultat)::int as recherches, 0 as resultats
      from ${rechercheStat} where jour >= ${since}
      group by requete having max(sans_resultat) >= ${MIN_SEARCH_CLIENTS} order by sum(sans_resultat) desc, requete limit ${limit}`),
  ]);
  return { top: top.rows, sansResultat: empty.rows };
}

/** A search's statements may take this long at most: a pathological search gives up (503) rather than hold a connection. */
const SEARCH_TIMEOUT_MS = 3_000;

/** Runs the statements of one search in a read transaction bounded by SEARCH_TIMEOUT_MS. */
export function boundedSearch<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  // On a replica when public reads have some: the whole search reads one of them.
  return readerOf(db).transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_TIMEOUT_MS}`));
    return run(tx);
  });
}

/** Reads again the words and suggestions of published listings (the job search-refresh; after seeding), and forgets who searched before today. */
export async function refreshSearchViews(db: Db): Promise<void> {
  await forgetSearchClients(db);
  // Rebuilding the views over a million listings outlasts a request's 15 s limit (bench:trust's
  // database, 2026-11-28): this job lifts it for itself; readers keep the old views meanwhile.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`refresh materialized view concurrently mot_recherche`);
    await tx.execute(sql`refresh materialized view concurrently suggestion_recherche`);
    await tx.execute(sql`refresh materialized view concurrently modele_pieces`);
  });
}
