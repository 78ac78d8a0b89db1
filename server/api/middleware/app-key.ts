/**
 * Calls kept for our own clients (the site's BFF, the mobile app): the X-App-Key header must carry
 * APP_KEY. A 401 without it, so that scripts cannot inflate what sellers paid for.
 */
import { createMiddleware } from 'hono/factory';
import { hasAppKey } from '../../auth/app-key';
import { errorAnswer, errorCodes } from '@/lib/errors';
import type { AppEnv } from '../context';

export const APP_KEY_MESSAGE = 'Clé d’application absente ou invalide.';
const APP_KEY_ERRORS = /* @__PURE__ */ errorCodes('appKey', { missing: APP_KEY_MESSAGE });

export const requireAppKey = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasAppKey(c.req.header('x-app-key'))) return c.json(errorAnswer(APP_KEY_ERRORS.missing), 401);
  return next();
});
