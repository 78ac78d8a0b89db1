/**
 * The Redis that app instances share (REDIS_URL), for what must be counted across all of them:
 * rate limits (the page cache handler, plain CommonJS, opens its own connections for what it
 * clears). Optional: without REDIS_URL each instance counts alone, which is right for one.
 */
import { Redis } from 'ioredis';
import { env } from './env';
import { logger, type Logger } from './log';

/**
 * A client that never makes a request wait for Redis: no queue while disconnected, a short
 * command timeout. Callers fall back to what they can do alone (see rate-limit.ts).
 */
export function openRedis(url: string, log: Logger = logger()): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Reconnect for ever, at most every 2 s: Redis coming back must not need a restart.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One line per change of state, not one per failed reconnection.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ error: error.message }, 'Redis unreachable: each instance counts its own rate limits until it returns');
  });
  client.on('ready', () => {
    if (down) log.info('Redis reachable again');
    down = false;
  });
  return client;
}

let shared: Redis | null | undefined;

/** This process's Redis client, or null without REDIS_URL. */
export function sharedRedis(): Redis | null {
  if (shared === undefined) {
    const { REDIS_URL } = env();
    shared = REDIS_URL ? openRedis(REDIS_URL) : null;
  }
  return shared;
}
