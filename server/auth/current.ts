/**
 * One way for pages and route handlers to know who is asking: the session cookie. (v1 knows it
 * from the bearer, see server/api/middleware/auth.ts; the BFF turns one into the other.)
 */
import 'server-only';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SIGN_IN_URL } from '@/lib/navigation';
import { sessionRevoked } from './revocation';
import { SESSION_COOKIE, sealSession, sessionCookieOptions, unsealSession, type SessionData } from './session';

/** The visitor's session, or null (none, or revoked since: signed out elsewhere, password changed). */
export async function currentSession(): Promise<SessionData | null> {
  const session = await unsealSession((await cookies()).get(SESSION_COOKIE)?.value);
  return session && !(await sessionRevoked(session)) ? session : null;
}

/** The session of a page that needs one; without it, the sign-in page and back here after. */
export async function requireSession(returnPath: string): Promise<SessionData> {
  const session = await currentSession();
  if (!session) redirect(signInUrl(returnPath));
  return session;
}

/** The sign-in page, in the language of the page to return to. */
export function signInUrl(returnPath?: string): string {
  const signIn = returnPath ? localePath(splitLocale(returnPath).locale, SIGN_IN_URL) : SIGN_IN_URL;
  return returnPath && returnPath !== '/' ? `${signIn}?next=${encodeURIComponent(returnPath)}` : signIn;
}

/** Stores the session in the response's cookie (route handlers). */
export async function writeSession(
  response: { cookies: { set: (name: string, value: string, options: object) => unknown } },
  data: SessionData,
  secure: boolean,
) {
  response.cookies.set(SESSION_COOKIE, await sealSession(data), sessionCookieOptions(secure));
}

export function clearSession(response: { cookies: { set: (name: string, value: string, options: object) => unknown } }, secure: boolean) {
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(secure), maxAge: 0 });
}
