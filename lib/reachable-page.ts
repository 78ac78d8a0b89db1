/**
 * A page number from a page's address (?page=), within the pages a search can reach; 1 when it is
 * none. A module of its own: only server pages need it, and lib/search ships in every list's scripts.
 */
import { LAST_REACHABLE_PAGE } from './search';

export function reachablePage(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_REACHABLE_PAGE) : 1;
}
