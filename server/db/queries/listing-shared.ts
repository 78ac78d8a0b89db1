/** Pieces shared by the moto and equipment listing reads. */
import { foldName } from '@/lib/text';
import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { maskPhone } from '@/lib/phone';
import type { Paginated } from '@/lib/schemas/common';
import type { SortOrder, Vendeur } from '@/lib/schemas/listings';
import { annonceEquipement, annonceMoto, utilisateur } from '../schema';
import { anyOfCondition, countMatches, countWordMatches, pageWindow, paginate, toPage, type AnyOf, type PageRequest } from './pagination';
import type { WordSearch } from './search';

const u = utilisateur;

/**
 * A column with its table name, for correlated subqueries: in a single-table query Drizzle writes
 * bare column names, which a subquery would resolve against its own table.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The first photo of the ordered photo array (PostgreSQL arrays start at 1). */
function photo1(photos: PgColumn): SQL<string | null> {
  return sql<string | null>`${photos}[1]`;
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** Escapes LIKE wildcards in user input (the default escape character is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Seller columns of a listing card: the shop badge, only for shops. */
export const badgeColumns = {
  boutique_id: sql<number | null>`case when ${u.role} = 'boutique' then ${u.idutilisateur} end`,
  boutique_nom: sql<string | null>`case when ${u.role} = 'boutique' then ${u.nom_entreprise} end`,
  boutique_logo: sql<string | null>`case when ${u.role} = 'boutique' then ${u.logo} end`,
};

export function toBadge(row: { boutique_id: number | null; boutique_nom: string | null; boutique_logo: string | null }) {
  return row.boutique_id !== null && row.boutique_nom !== null
    ? { idutilisateur: row.boutique_id, nom_entreprise: row.boutique_nom, logo: row.boutique_logo }
    : null;
}

/** The public identity of a seller: never the e-mail or the uid. */
export const vendeurColumns = {
  idutilisateur: u.idutilisateur,
  nom: u.nom,
  prenom: u.prenom,
  role: u.role,
  telephone: u.telephone,
  ville: u.ville,
  nom_entreprise: u.nom_entreprise,
  logo: u.logo,
  date_ajout: u.date_ajout,
  telephone_verifie: sql<boolean>`${u.telephone_verifie} is not null`,
};

type VendeurRow = Omit<Vendeur, 'role' | 'date_ajout' | 'telephone_masque'> & { role: string; date_ajout: Date; telephone: string | null };

/**
 * A seller as selected with vendeurColumns (joined to their listing), in the API's shape: the
 * number masked, since it reaches visitors only through the contact button (counted, limited).
 */
export function toVendeur({ telephone, ...row }: VendeurRow): Vendeur {
  return { ...row, telephone_masque: telephone ? maskPhone(telephone) : null, role: row.role as Vendeur['role'], date_ajout: iso(row.date_ajout) };
}

/** Adds one to a counter column of the rows matching `where`; the new value, or null if none matched. */
export async function incrementCounter(db: Db, table: PgTable, counter: PgColumn, where: SQL): Promise<number | null> {
  const rows = await db
    .update(table)
    .set({ [counter.name]: sql`${counter} + 1` })
    .where(where)
    .returning({ value: counter });
  return (rows[0]?.value as number | undefined) ?? null;
}

/** The rows a listing query reads, before they become a card or a page. */
type Row = Record<string, unknown>;

/**
 * What a kind of listing (moto, equipment) tells the reads they share: its table and id, the
 * columns of its card and those its page adds, and the joins its card needs besides its seller.
 * The API's field names are the columns' keys, so a row becomes a card or a page as it is read
 * (dates as ISO strings, the shop badge of the seller).
 */
export interface ListingKindReads {
  table: typeof annonceMoto | typeof annonceEquipement;
  id: PgColumn;
  /** the card's columns beyond those every card has (sharedCardColumns) */
  cardColumns: Record<string, PgColumn | SQL>;
  /** the page's columns beyond the card's and those every page has (sharedAnnonceColumns) */
  annonceColumns: Record<string, PgColumn | SQL>;
  /** joins of the card besides the seller's (equipment: its category) */
  joins?: { table: PgTable; on: SQL }[];
  /** the column naming the listing's model (motos), for searches that name one */
  model?: PgColumn;
}

/** The card columns of every kind, under the names of the API's fields. */
function sharedCardColumns(a: ListingKindReads['table']) {
  return { titre: a.titre, prix: a.prix, photo1: photo1(a.photos), marque: a.marque, ville: a.ville, neuf: a.neuf, date_publication: a.date_publication };
}

/** The page columns of every kind beyond its card's. */
function sharedAnnonceColumns(a: ListingKindReads['table']) {
  return {
    idutilisateur: a.idutilisateur,
    description: a.description,
    photos: a.photos,
    vues: a.vues,
    date_ajout: a.date_ajout,
    date_modification: a.date_modification,
  };
}

/** The values of `keys` in a row, dates as ISO strings. */
function fields(row: Row, keys: string[]): Row {
  return Object.fromEntries(keys.map((key) => [key, row[key] instanceof Date ? iso(row[key]) : row[key]]));
}

/**
 * The public reads both kinds have, written once: a page of cards under a condition and a sort,
 * cards by id, the newest, one listing's page (with its seller), and its counters.
 */
export function publishedListings<Card, Annonce>(kind: ListingKindReads) {
  const { table, id } = kind;
  const isPublished = sql`${table.etat} = 'publiee'`;
  const recent = [sql`${table.date_publication} desc nulls last`, sql`${id} desc nulls last`];
  const orderings: Record<SortOrder, SQL[]> = {
    recent,
    prix_asc: [sql`${table.prix} asc nulls last`, sql`${id} asc`],
    prix_desc: [sql`${table.prix} desc nulls last`, sql`${id} desc nulls last`],
    // Without words there is nothing to be relevant to: the newest first (see searchPage).
    pertinence: recent,
  };
  function select(db: Db, columns: Record<string, unknown>) {
    let query = db
      .select(columns as Record<string, PgColumn>)
      .from(table as PgTable)
      .innerJoin(u, sql`${u.idutilisateur} = ${table.idutilisateur}`)
      .$dynamic();
    for (const join of kind.joins ?? []) query = query.innerJoin(join.table, join.on);
    return query;
  }
  const cardColumns = { ...kind.cardColumns, ...sharedCardColumns(table) };
  const annonceColumns = { ...sharedAnnonceColumns(table), ...kind.annonceColumns };
  const cardKeys = Object.keys(cardColumns);
  const annonceKeys = Object.keys(annonceColumns);
  // The casts are where rows meet the contracts: the keys are the contracts' fields (see above).
  const toCard = (row: Row): Card => ({ ...fields(row, cardKeys), boutique: toBadge(row as Parameters<typeof toBadge>[0]) }) as Card;
  const toAnnonce = (row: Row): Annonce => ({ ...toCard(row), ...fields(row, annonceKeys) }) as Annonce;
  const cards = (db: Db) => select(db, { ...cardColumns, ...badgeColumns });
  async function publishedRow(db: Db, listing: number): Promise<Row | undefined> {
    const [row] = await select(db, { ...cardColumns, ...badgeColumns, ...annonceColumns, vendeur: vendeurColumns }).where(
      sql`${isPublished} and ${id} = ${listing}`,
    );
    return row as Row | undefined;
  }
  const fetchCards = async (db: Db, matching: SQL, order: SQL[], limit: number, offset: number) =>
    (
      await cards(db)
        .where(matching)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map(toCard);
  /**
   * fetchCards with the page's ids read first, then their cards, so that only the page's rows are
   * joined to their sellers. For a search by words: the planner often underestimates how many
   * listings have two words ("kawasaki ninja" go together), and would then join every match
   * before sorting. For what fits a motorcycle (fetchAnyOfCards): the ways' ids are a subquery.
   */
  const fetchIdsThenCards = (db: Db, matching: SQL, order: SQL[], limit: number, offset: number) => {
    const ids = db
      .select({ id })
      .from(table as PgTable)
      .where(matching)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return fetchCards(db, inArray(id, ids), order, limit, 0);
  };
  /**
   * fetchCards for the listings matching `matching` and one of the ways of `anyOf`: each way's
   * ids from its own index, only as many as the page needs, then the page's among them.
   */
  const fetchAnyOfCards = (db: Db, matching: SQL, anyOf: AnyOf, order: SQL[], limit: number, offset: number) => {
    const ways = anyOf.ways.map(
      (way) =>
        sql`(${db
          .select({ id })
          .from(table as PgTable)
          .where(sql`${matching} and ${way}`)
          .orderBy(...order)
          .limit(offset + limit)})`,
    );
    return fetchIdsThenCards(db, sql`${id} in (${sql.join(ways, sql` union all `)})`, order, limit, offset);
  };
  /** A page of the cards matching `where` (and one of the ways of `anyOf`, if any) in `sort` order. */
  function page(db: Db, where: SQL | null, request: PageRequest, sort: SortOrder, anyOf?: AnyOf): Promise<Paginated<Card>> {
    const order = orderings[sort];
    return paginate(
      db,
      sql`${table}`,
      where,
      request,
      (matching, { limit, offset }) => (anyOf ? fetchAnyOfCards(db, matching, anyOf, order, limit, offset) : fetchCards(db, matching, order, limit, offset)),
      anyOf,
    );
  }
  /**
   * A page of two lists read in turn: the cards matching `first`, then those matching
   * `othersMatching` (the rest), each read by `fetch` in its own order, so that each is read from
   * its index a page's worth at a time instead of ranking every match; and how many of the page's
   * cards are of the first list.
   */
  async function firstThen(
    db: Db,
    fetch: (matching: SQL, limit: number, offset: number, anyOf?: AnyOf) => Promise<Card[]>,
    first: { matching: SQL; anyOf?: AnyOf },
    othersMatching: SQL,
    limit: number,
    offset: number,
  ): Promise<{ cards: Card[]; firsts: number }> {
    const firsts = await fetch(first.matching, limit, offset, first.anyOf);
    if (firsts.length === limit) return { cards: firsts, firsts: limit };
    // The first list ran out on this page: the page goes on with the others.
    const firstTotal = firsts.length > 0 || offset === 0 ? offset + firsts.length : (await countMatches(db, sql`${table}`, first.matching, first.anyOf)).total;
    const others = await fetch(othersMatching, limit - firsts.length, Math.max(0, offset - firstTotal));
    return { cards: [...firsts, ...others], firsts: firsts.length };
  }
  /**
   * The cards of a page in pertinence order: those with the words in their title, then the others.
   * When the words name reference models however written ("crypton115", "r3"), the first are those
   * models' own listings: a short word of the model's ("t" of 350T) may be one the French search
   * ignores, and every 350 would then come first.
   */
  async function pertinentCards(db: Db, where: SQL, all: SQL, words: WordSearch, limit: number, offset: number): Promise<Card[]> {
    // Every word in the title means every word in the listing; the title's condition alone is the
    // one the planner estimates best.
    const titled = words.inTitle(table.recherche);
    const byDate = (matching: SQL, count: number, skip: number, anyOf?: AnyOf) =>
      anyOf ? fetchAnyOfCards(db, matching, anyOf, recent, count, skip) : fetchIdsThenCards(db, matching, recent, count, skip);
    if (!kind.model || words.models.length === 0)
      return (await firstThen(db, byDate, { matching: sql`${where} and ${titled}` }, sql`${all} and not (${titled})`, limit, offset)).cards;
    // The models' own listings are read model by model in date order (annonce_moto_pub_modele_date_idx),
    // the words checked on each row: `is true` keeps the planner off the words' GIN index, whose
    // estimate (a tenth of the matches) made it fetch and sort every listing with the words.
    const models: AnyOf = { ways: words.models.map((name) => sql`motomaroc_slug(${kind.model}) = ${foldName(name)}`) };
    const first = { matching: sql`${where} and (${titled}) is true`, anyOf: models };
    return (await firstThen(db, byDate, first, sql`${all} and not (${titled} and ${anyOfCondition(models)})`, limit, offset)).cards;
  }
  return {
    isPublished,
    orderings,
    /** A page of cards matching `where` (null: a search that cannot match), in `sort` order. */
    page,
    /**
     * A page of the cards matching `where` (and the words of `words`, if any), those meeting one
     * of the ways of `first` before the others (what fits a motorcycle first), each part in `sort`
     * order (for a search by words, pertinence is the newest first); `firsts`: how many of the
     * page's cards meet it.
     */
    async pageFirst(
      db: Db,
      where: SQL | null,
      first: AnyOf,
      words: WordSearch | null,
      request: PageRequest,
      sort: SortOrder,
    ): Promise<Paginated<Card> & { firsts: number }> {
      const { page: number, limit, offset } = pageWindow(request);
      if (!where) return { ...toPage([], number, limit, { total: 0, exact: true }), firsts: 0 };
      const all = words ? sql`${where} and ${words.matches(table.recherche)}` : where;
      const read = words ? fetchIdsThenCards : fetchCards;
      const inOrder = (matching: SQL, count: number, skip: number, anyOf?: AnyOf) =>
        anyOf ? fetchAnyOfCards(db, matching, anyOf, orderings[sort], count, skip) : read(db, matching, orderings[sort], count, skip);
      const found = firstThen(db, inOrder, { matching: all, anyOf: first }, sql`${all} and not coalesce(${anyOfCondition(first)}, false)`, limit, offset);
      const [{ cards, firsts }, total] = await Promise.all([
        found,
        words
          ? found.then(({ cards }) => countWordMatches(db, sql`${table}`, all, { offset, got: cards.length, limit }))
          : countMatches(db, sql`${table}`, all),
      ]);
      return { ...toPage(cards, number, limit, total), firsts };
    },
    /**
     * A page of the cards matching `where` and a search by words. In `pertinence` order, the
     * listings with every word in their title come first, then the others, the newest first in
     * each: two lists read in turn in date order, so that a common word reads a page's worth of
     * rows from the date index instead of ranking every match. The page is read before its total
     * (countWordMatches), which it often settles.
     */
    async searchPage(db: Db, where: SQL | null, words: WordSearch, request: PageRequest, sort: SortOrder): Promise<Paginated<Card>> {
      const { page: number, limit, offset } = pageWindow(request);
      if (!where) return toPage([], number, limit, { total: 0, exact: true });
      const all = sql`${where} and ${words.matches(table.recherche)}`;
      const found =
        sort === 'pertinence' ? await pertinentCards(db, where, all, words, limit, offset) : await fetchIdsThenCards(db, all, orderings[sort], limit, offset);
      return toPage(found, number, limit, await countWordMatches(db, sql`${table}`, all, { offset, got: found.length, limit }));
    },
    /** Cards matching `where`, in `order`, at most `limit`. */
    async list(db: Db, where: SQL, order: SQL[], limit: number): Promise<Card[]> {
      return (
        await cards(db)
          .where(sql`${isPublished} and ${where}`)
          .orderBy(...order)
          .limit(limit)
      ).map(toCard);
    },
    /** Cards of the given published listings (in no particular order). */
    async byIds(db: Db, ids: number[]): Promise<Card[]> {
      if (ids.length === 0) return [];
      return (await cards(db).where(sql`${isPublished} and ${inArray(id, ids)}`)).map(toCard);
    },
    /** One published listing; null when unknown or not public. */
    async annonce(db: Db, listing: number): Promise<Annonce | null> {
      const row = await publishedRow(db, listing);
      return row ? toAnnonce(row) : null;
    },
    /** One published listing with its seller's public identity, in one query (the seller is joined anyway). */
    async detail(db: Db, listing: number): Promise<(Annonce & { vendeur: Vendeur }) | null> {
      const row = await publishedRow(db, listing);
      return row ? { ...toAnnonce(row), vendeur: toVendeur(row.vendeur as VendeurRow) } : null;
    },
    /** Adds one view (or one appearance in a list) to a published listing; null when there is none. */
    incrementViews: (db: Db, listing: number) => incrementCounter(db, table as PgTable, table.vues, sql`${isPublished} and ${id} = ${listing}`),
    incrementReach: (db: Db, listing: number) => incrementCounter(db, table as PgTable, table.reach, sql`${isPublished} and ${id} = ${listing}`),
  };
}

/**
 * The two listing tables as raw SQL, for the queries written as text (expiry, favourites, alerts):
 * the table, its id column, and its equipment type read through the alias `l` (null for motos).
 */
export const LISTING_TABLES = {
  moto: { table: sql`annonce_moto`, id: sql`idannonce_moto`, type: sql`null::text` },
  equipement: { table: sql`annonce_equipement`, id: sql`idannonce_equipement`, type: sql`l.type` },
} as const;
