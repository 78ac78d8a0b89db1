/** Searches are counted as they are answered, without holding the answer back. */
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { moroccoDay } from '@/lib/format';
import { recordSearch } from '../db/queries/search';
import { sessionSecret } from '../auth/secrets';
import type { AppEnv } from './context';
import { requestClient } from './middleware/rate-limit';

/**
 * The client as the statistics know it: a keyed hash of their address and today's date, so that a
 * client counts once per search and day while neither their address nor their searches of other
 * days can be read from it.
 */
function statisticsClient(c: Context<AppEnv>): string {
  return createHmac('sha256', sessionSecret())
    .update(`recherche\n${moroccoDay(new Date())}\n${requestClient(c)}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Counts a search by words (its folded words, the listing type, what it found) on the primary,
 * in the background; a failure is logged and the search is answered anyway.
 */
export function countSearch(c: Context<AppEnv>, text: string, type: string, results: number): void {
  recordSearch(c.var.primary, text, type, results, statisticsClient(c)).catch((error: unknown) => c.var.log.warn({ err: error }, 'search not counted'));
}
