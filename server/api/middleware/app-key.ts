/**
 * Calls kept for our own clients (the site's BFF, the mobile app): the X-App-Key header must carry
 * APP_KEY. A 401 without it, so that scripts cannot inflate what sellers paid for.
 */
import { timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { env } from '../../env';
import type { AppEnv } from '../context';

export const APP_KEY_MESSAGE = 'Clé d’application absente ou invalide.';

export const requireAppKey = createMiddleware<AppEnv>(async (c, next) => {
  const given = Buffer.from(c.req.header('x-app-key') ?? '');
  const expected = Buffer.from(env().APP_KEY);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return c.json({ error: APP_KEY_MESSAGE }, 401);
  return next();
});
