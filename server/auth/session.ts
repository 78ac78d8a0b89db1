/**
 * The session cookie: the Firebase ID token, refresh token, uid, role and expiry, sealed with
 * iron-session (encrypted and signed), httpOnly so that no page script can read a token.
 */
import { sealData, unsealData } from 'iron-session';
import type { Role } from '@/lib/schemas/account';
import { sessionSecret } from './secrets';

export interface SessionData {
  uid: string;
  email: string | null;
  /** from the database when the session was made; null before the sign-up is finished. v1 decides from its own table. */
  role: Role | null;
  /** prénom and nom, for the header menu */
  name: string | null;
  idToken: string;
  refreshToken: string;
  /** expiry of the ID token, in milliseconds */
  expiresAt: number;
  /** seconds: when the person signed in for this session; revocations after it end the session */
  authTime: number;
}

export const SESSION_COOKIE = 'mm_session';
/** The cookie outlives ID tokens (1 hour): the refresh token renews them for two weeks. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 3600;
/** An ID token this close to its expiry is renewed before a page renders (proxy.ts). */
export const RENEW_BEFORE_MS = 5 * 60_000;

export async function sealSession(data: SessionData, password = sessionSecret()): Promise<string> {
  return sealData(data, { password, ttl: SESSION_MAX_AGE_SECONDS });
}

/** The session in a cookie value, or null when it is tampered with, sealed with another key, or too old. */
export async function unsealSession(seal: string | undefined, password = sessionSecret()): Promise<SessionData | null> {
  if (!seal || seal.length > 8192) return null;
  try {
    const data = await unsealData<Partial<SessionData>>(seal, { password, ttl: SESSION_MAX_AGE_SECONDS });
    if (
      typeof data.uid !== 'string' ||
      typeof data.idToken !== 'string' ||
      typeof data.refreshToken !== 'string' ||
      typeof data.expiresAt !== 'number' ||
      typeof data.authTime !== 'number'
    ) {
      return null;
    }
    return data as SessionData;
  } catch {
    return null;
  }
}

export function needsRenewal(session: SessionData, now = Date.now()): boolean {
  return session.expiresAt - now < RENEW_BEFORE_MS;
}

/** Attributes of the cookie: Secure when the site is served over HTTPS. */
export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: SESSION_MAX_AGE_SECONDS };
}

/** Whether the request reached us over HTTPS (directly or through the proxy in front): the cookie is then Secure. */
export function requestIsSecure(request: { headers: Headers; url: string }): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}
