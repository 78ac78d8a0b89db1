/**
 * Who is asking v1. Every bearer is verified with firebase-admin (revocation included) and the
 * role is read from our own utilisateur table: whatever a client claims about itself is ignored.
 * - optionalAuth: open routes that remember a signed-in caller (reports);
 * - requireToken: a valid bearer, with or without a user row (finishing a sign-up);
 * - requireUser(...roles): a valid bearer and a user row, of one of `roles` when given.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_ERRORS, type Role } from '@/lib/schemas/account';
import { FAVOURITE_ERRORS, GUEST_HEADER } from '@/lib/favourites';
import { isGuestId } from '@/lib/guest';
import { userByUid } from '../../db/queries/accounts';
import type { AppEnv, Caller, UserRow } from '../context';
import { errorCodes } from '@/lib/errors';
import { errorAnswer } from '@/lib/errors';

export const AUTH_MESSAGES = {
  invalidToken: 'Session expirée ou invalide. Veuillez vous reconnecter.',
  missingToken: 'Veuillez vous connecter pour continuer.',
  /** Firebase cannot be reached (an account cannot be deleted without it) */
  identityUnavailable: 'Service de connexion momentanément indisponible. Veuillez réessayer dans un instant.',
} as const;
export const AUTH_ERRORS = /* @__PURE__ */ errorCodes('auth', AUTH_MESSAGES);

const BEARER = /^Bearer\s+(\S{1,4096})$/i;

/** The caller of the request, null without an Authorization header, 'invalid' for a bad one. */
async function authenticate<E extends AppEnv>(c: Context<E>): Promise<Caller | null | 'invalid'> {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = BEARER.exec(header.trim());
  const verified = match ? await c.var.verifyIdToken(match[1]!) : null;
  if (!verified) return 'invalid';
  const user = await userByUid(c.var.db, verified.uid);
  return { uid: verified.uid, email: verified.email ?? null, authTime: verified.authTime, user };
}

/**
 * No header means an anonymous caller; a header with a bad token is a 401, so that the client
 * refreshes its token and retries once (spec, token handling).
 */
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  const caller = await authenticate(c);
  if (caller === 'invalid') return c.json(errorAnswer(AUTH_ERRORS.invalidToken), 401);
  c.set('caller', caller);
  return next();
});

export const requireToken = createMiddleware<AppEnv>(async (c, next) => {
  const caller = await authenticate(c);
  if (caller === null) return c.json(errorAnswer(AUTH_ERRORS.missingToken), 401);
  if (caller === 'invalid') return c.json(errorAnswer(AUTH_ERRORS.invalidToken), 401);
  c.set('caller', caller);
  return next();
});

/** What a handler behind requireUser reads: the signed-in user's row, never null. */
export type SignedIn = { Variables: { user: UserRow } };

/**
 * A valid bearer and a user row, of one of `roles` when given. The handler reads the user as
 * `c.var.user`, typed non-null by the route's middleware.
 */
export function requireUser(...roles: Role[]) {
  return createMiddleware<AppEnv & SignedIn>(async (c, next) => {
    const caller = await authenticate(c);
    if (caller === null) return c.json(errorAnswer(AUTH_ERRORS.missingToken), 401);
    if (caller === 'invalid') return c.json(errorAnswer(AUTH_ERRORS.invalidToken), 401);
    if (!caller.user) return c.json(errorAnswer(ACCOUNT_ERRORS.profileMissing), 403);
    if (roles.length > 0 && !roles.includes(caller.user.role as Role)) return c.json(errorAnswer(ACCOUNT_ERRORS.forbidden), 403);
    c.set('caller', caller);
    c.set('user', caller.user);
    return next();
  });
}

/** Who owns what a visitor keeps (favourites): their account when signed in, else their device's guest id. */
export type Visitor = { idutilisateur: number } | { guestId: string };
export type AsVisitor = { Variables: { visitor: Visitor } };

/**
 * A signed-in user (the bearer wins over any guest id sent with it), or a guest named by the
 * `x-guest-id` header. A guest id is a random id only its device knows (the BFF sends it from the
 * device's cookie): the list it opens is that device's alone.
 */
export const requireVisitor = createMiddleware<AppEnv & AsVisitor>(async (c, next) => {
  const caller = await authenticate(c);
  if (caller === 'invalid') return c.json(errorAnswer(AUTH_ERRORS.invalidToken), 401);
  c.set('caller', caller);
  if (caller) {
    if (!caller.user) return c.json(errorAnswer(ACCOUNT_ERRORS.profileMissing), 403);
    c.set('visitor', { idutilisateur: caller.user.idutilisateur });
    return next();
  }
  const guestId = c.req.header(GUEST_HEADER)?.trim();
  if (!isGuestId(guestId)) return c.json(errorAnswer(FAVOURITE_ERRORS.noOwner), 401);
  c.set('visitor', { guestId });
  return next();
});
