/** Searches are counted as they are answered, without holding the answer back. */
import type { Context } from 'hono';
import { recordSearch } from '../db/queries/search';
import type { AppEnv } from './context';

/**
 * Counts a search by words (its folded words, the listing type, what it found) on the primary,
 * in the background; a failure is logged and the search is answered anyway.
 */
export function countSearch(c: Context<AppEnv>, text: string, type: string, results: number): void {
  recordSearch(c.var.primary, text, type, results).catch((error: unknown) => c.var.log.warn({ err: error }, 'search not counted'));
}
