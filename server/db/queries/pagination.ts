/**
 * Paging of public listing searches. Counting a million matching rows on every request costs
 * more than the page itself, so totals are exact up to COUNT_CAP and estimated above it (the
 * planner's row estimate, never below COUNT_CAP + 1), flagged by totalEstime. Pages stop at
 * MAX_RESULTS_REACHABLE results: beyond that, people narrow the search.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, MAX_RESULTS_REACHABLE } from '@/lib/paging';
import type { Paginated } from '@/lib/schemas/common';
import { readerOf, type Db } from '../client';

export const COUNT_CAP = MAX_RESULTS_REACHABLE;

export interface PageRequest {
  page?: number;
  limit?: number;
}

export function pageWindow({ page = 1, limit = DEFAULT_PAGE_SIZE }: PageRequest) {
  return { page, limit, offset: (page - 1) * limit };
}

/** The page size of the back office's lists and Mes Ads when the caller names none. */
export const SMALL_LIST_PAGE_SIZE = 10;

/** What a count query selects: `db.select({ n: rowCount }).from(table).where(where)`. */
export const rowCount = sql<number>`count(*)::int`;

/**
 * One page of a list counted exactly (the back office's lists, Mes Ads: thousands of rows at most,
 * unlike the public searches above): its rows and its total, read side by side.
 */
export async function exactPage<T>(
  request: PageRequest,
  rows: (window: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<{ n: number }[]>,
): Promise<{ rows: T[]; page: number; total: number; totalPages: number }> {
  const { page, limit, offset } = pageWindow({ page: request.page, limit: request.limit ?? SMALL_LIST_PAGE_SIZE });
  const [found, [counted]] = await Promise.all([rows({ limit, offset }), count()]);
  const total = counted?.n ?? 0;
  return { rows: found, page, total, totalPages: Math.ceil(total / limit) };
}

export interface Total {
  total: number;
  exact: boolean;
}

interface ExplainRow extends Record<string, unknown> {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
}

/**
 * A condition met in one of several ways that no row meets twice, each with an index of its own
 * (what fits a motorcycle: the universal items, or those naming its model). Read as one OR,
 * PostgreSQL fetches every match of both to sort or count them; read way by way, each of its
 * indexes is read only as far as a page or a count needs (countMatches, publishedListings' page).
 */
export interface AnyOf {
  ways: SQL[];
}

/** An AnyOf as the one condition it stands for. */
export const anyOfCondition = ({ ways }: AnyOf): SQL =>
  sql`(${sql.join(
    ways.map((way) => sql`(${way})`),
    sql` or `,
  )})`;

/** Matching rows of `from` under `where` (and one of the ways of `anyOf`): exact up to COUNT_CAP, estimated above. */
export async function countMatches(db: Db, from: SQL, where: SQL, anyOf?: AnyOf): Promise<Total> {
  // Raw SQL would go to the primary: a public count reads a replica like its rows.
  db = readerOf(db);
  const n = await countUpTo(db, from, where, COUNT_CAP + 1, anyOf);
  if (n <= COUNT_CAP) return { total: n, exact: true };
  const planned = await plannedRows(db, from, anyOf ? sql`${where} and ${anyOfCondition(anyOf)}` : where);
  return { total: Math.max(planned, COUNT_CAP + 1), exact: false };
}

/**
 * The rows a search by words would count before settling for the planner's estimate. Lower than
 * COUNT_CAP: every match of a common word ("yamaha", one listing in eight) is a posting of the
 * words' GIN index to read and a row to fetch, which a date-ordered page never pays for.
 */
export const WORD_COUNT_CAP = 1_000;

/**
 * The total of a search by words: the planner's estimate when it is past WORD_COUNT_CAP, an exact
 * count up to it otherwise. When its page is already read (`got` rows from `offset`, of `limit`
 * asked), a page that is not full says the total itself, and the total is never less than it.
 */
export async function countWordMatches(db: Db, from: SQL, where: SQL, page?: { offset: number; got: number; limit: number }): Promise<Total> {
  if (page && page.got < page.limit && (page.got > 0 || page.offset === 0)) return { total: page.offset + page.got, exact: true };
  db = readerOf(db);
  const atLeast = page ? page.offset + page.got : 0;
  const estimate = await plannedRows(db, from, where);
  if (estimate > WORD_COUNT_CAP) return { total: Math.max(estimate, atLeast), exact: false };
  const n = await countUpTo(db, from, where, WORD_COUNT_CAP + 1);
  if (n <= WORD_COUNT_CAP) return { total: Math.max(n, atLeast), exact: true };
  return { total: Math.max(estimate, n, atLeast), exact: false };
}

/** The rows of `from` under `where` (and one of the ways of `anyOf`, each counted apart), counted until `limit`. */
async function countUpTo(db: Db, from: SQL, where: SQL, limit: number, anyOf?: AnyOf): Promise<number> {
  const rows = anyOf
    ? sql`(${sql.join(
        anyOf.ways.map((way) => sql`(select 1 from ${from} where ${where} and ${way} limit ${limit})`),
        sql` union all `,
      )}) as ways`
    : sql`${from} where ${where}`;
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${rows} limit ${limit}) as capped`);
  return counted.rows[0]?.n ?? 0;
}

/** The planner's estimate of the rows of `from` under `where`. */
async function plannedRows(db: Db, from: SQL, where: SQL): Promise<number> {
  const plan = await db.execute<ExplainRow>(sql`explain (format json) select 1 from ${from} where ${where}`);
  return Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * One page of the rows of `table` matching `where` (null: a search that cannot match, such as an
 * unknown brand), with its total. The rows and the total are read side by side. With `anyOf`, the
 * rows also meet one of its ways: `fetchRows` reads them, the total counts them way by way.
 */
export async function paginate<T>(
  db: Db,
  table: SQL,
  where: SQL | null,
  request: PageRequest,
  fetchRows: (where: SQL, window: { limit: number; offset: number }) => Promise<T[]>,
  anyOf?: AnyOf,
): Promise<Paginated<T>> {
  const { page, limit, offset } = pageWindow(request);
  if (!where) return toPage([], page, limit, { total: 0, exact: true });
  const [items, total] = await Promise.all([fetchRows(where, { limit, offset }), countMatches(db, table, where, anyOf)]);
  return toPage(items, page, limit, total);
}

export function toPage<T>(items: T[], page: number, limit: number, { total, exact }: Total): Paginated<T> {
  const reachable = Math.min(total, MAX_RESULTS_REACHABLE);
  return { annonces: items, page, totalPages: Math.ceil(reachable / limit), total, totalEstime: !exact };
}
