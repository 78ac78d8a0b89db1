/**
 * Whether a session cookie was revoked: its user signed out (here or on another device) or changed
 * their password after it began. v1 already refuses such a session's token; this makes the pages
 * that read the cookie itself (/compte, /api/session) refuse it too, within seconds.
 *
 * Firebase is the one record of revocations (sign-out revokes there; a password change or reset
 * does by itself), read with firebase-admin and kept a few seconds per user and process: a page
 * costs a look-up in memory, and each user one Auth call every CHECK_TTL_MS at most.
 */
import { sessionsValidAfter } from './firebase-admin';
import type { SessionData } from './session';

export const CHECK_TTL_MS = 5_000;
/** Users remembered at most; past it the memo starts again empty (a burst of sign-ins). */
const MAX_USERS = 20_000;

/**
 * On globalThis: Next bundles the proxy, the pages and the route handlers apart, and a sign-out
 * handled by one must reach the copies of the others.
 */
const memo: Map<string, { at: number; validAfter: Promise<number> }> = ((
  globalThis as { [key: symbol]: Map<string, { at: number; validAfter: Promise<number> }> | undefined }
)[Symbol.for('motomaroc.sessionRevocations')] ??= new Map());

function validAfter(uid: string, now: number): Promise<number> {
  const known = memo.get(uid);
  if (known && now - known.at < CHECK_TTL_MS) return known.validAfter;
  if (memo.size >= MAX_USERS) memo.clear();
  const read = sessionsValidAfter(uid).catch((error: unknown) => {
    // Firebase out of reach: the session is taken as valid (v1 still checks every token), and
    // asked again at the next request.
    memo.delete(uid);
    console.warn('session revocation not checked', error);
    return 0;
  });
  memo.set(uid, { at: now, validAfter: read });
  return read;
}

/** Whether the session began before its user's sessions were revoked, or its account is gone. */
export async function sessionRevoked(session: Pick<SessionData, 'uid' | 'authTime'>, now = Date.now()): Promise<boolean> {
  return session.authTime * 1000 < (await validAfter(session.uid, now));
}

/** After this process revoked the user's sessions: no stale answer here, not even for seconds. */
export function forgetRevocationCheck(uid: string): void {
  memo.delete(uid);
}
