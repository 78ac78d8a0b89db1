/** Bearer tokens on v1 requests. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

export const AUTH_MESSAGES = {
  invalidToken: 'Session expirée ou invalide. Veuillez vous reconnecter.',
} as const;

/**
 * For routes open to everyone where a signed-in caller is remembered (reports): no header means
 * an anonymous caller; a header with a bad token is a 401, so that the client refreshes its
 * token and retries once (spec, token handling).
 */
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  if (!header) {
    c.set('caller', null);
    return next();
  }
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  const verified = match ? await c.var.verifyIdToken(match[1]!) : null;
  if (!verified) return c.json({ error: AUTH_MESSAGES.invalidToken }, 401);
  c.set('caller', { uid: verified.uid });
  return next();
});
