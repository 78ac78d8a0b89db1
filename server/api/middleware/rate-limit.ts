/** Applies v1's per-client limits (../rate-limits.ts) to a route or a part of one. */
import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { errorAnswer } from '@/lib/errors';
import type { AppEnv } from '../context';
import { clientAddress, trustedProxies } from '../../client-address';
import { env } from '../../env';
import { RATE_LIMIT_ERRORS, type RateLimitName } from '../rate-limits';

let trusted: BlockList | undefined;

/** Who is asking (server/client-address.ts): the connection's peer is known here only when v1 runs on its own (Hono's node server); under Next, Next's server has appended it to X-Forwarded-For. */
export function requestClient(c: Context): string {
  trusted ??= trustedProxies(env().TRUSTED_PROXIES);
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return clientAddress(c.req.header('x-forwarded-for'), incoming?.socket.remoteAddress, trusted);
}

/** Whether the limiter let `key` through (false: over its limit, with the rejection). */
async function consumed(limiter: RateLimiterAbstract, key: string): Promise<true | RateLimiterRes> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return rejection;
  }
}

/**
 * Counts one request of the client against a limit: null when it may go on, else the 429 to
 * answer. For a perItem rule, `item` names what is asked for (a listing's id): a client asking
 * again for an item it already had this window is not counted again.
 */
export async function overLimit<E extends AppEnv>(c: Context<E>, name: RateLimitName, item?: string) {
  const { limiter, seen } = c.var.limiters[name];
  const client = requestClient(c);
  const pair = seen && item !== undefined ? `${client}|${item}` : null;
  if (pair && (await consumed(seen!, pair)) !== true) return null;
  const outcome = await consumed(limiter, client);
  if (outcome === true) return null;
  // Refused: the item was not had, so it must not pass for had next time.
  if (pair) await seen!.delete(pair);
  c.header('Retry-After', String(Math.ceil(outcome.msBeforeNext / 1000)));
  return c.json(errorAnswer(RATE_LIMIT_ERRORS[name]), 429);
}

/** Limits every request of the route per client (see overLimit). */
export function rateLimit(name: RateLimitName, item?: (c: Context<AppEnv>) => string) {
  return createMiddleware<AppEnv>(async (c, next) => (await overLimit(c, name, item?.(c))) ?? next());
}

/** Limits the requests of the route that search by words (a non-blank q) with the wordSearches rule. */
export const wordSearchLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.query('q')?.trim()) return next();
  return (await overLimit(c, 'wordSearches')) ?? next();
});
