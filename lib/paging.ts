/** How lists are paged (shared by v1, its contracts and the pages; no zod here: pages ship it). */

/** Deep pages are slow and useless: past this many results, people narrow the search instead. */
export const MAX_RESULTS_REACHABLE = 10_000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const PAGE_TOO_FAR = 'Page trop lointaine : seuls les 10 000 premiers résultats sont consultables. Affinez votre recherche.';

/** Orders of listing lists; pertinence (the best matches first) applies to a search by words, and is its default. */
export const SORT_ORDERS = ['recent', 'prix_asc', 'prix_desc', 'pertinence'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A page number from a page's query string (?page=), 1 when absent or wrong. */
export function pageFromQuery(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
