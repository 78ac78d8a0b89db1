/**
 * The language switch (/langue/fr, /langue/ar): remembers the choice in a cookie and sends the
 * visitor to the page they were on, in that language (its twin, or that language's home while the
 * page has none). The page comes from the Referer of this same site, so the switch is a plain link
 * that works without scripts and takes no return address that anyone could forge; without a
 * Referer, the language's home. A signed-in person's choice also becomes their account's language
 * (that of their mails and push notifications), when the link was followed from this site.
 */
import 'server-only';
import { LOCALE_COOKIE, localePath, splitLocale, type Locale } from '@/lib/i18n/locales';
import { hasArabicTwin } from '@/lib/i18n/twins';
import { callV1AsSession } from './auth/as-caller';
import { currentSession } from './auth/current';

const YEAR = 365 * 24 * 3600;

/** Where the switch to `target` goes from the page that linked to it (a path on this site). */
export function switchDestination(target: Locale, referer: string | null, host: string | null): string {
  let from: URL | null = null;
  try {
    from = referer ? new URL(referer) : null;
  } catch {
    from = null;
  }
  if (!from || !host || from.host !== host || (from.protocol !== 'http:' && from.protocol !== 'https:')) return localePath(target, '/');
  // One leading slash: '//host/…' in Location would send the visitor to another site.
  const oneSlash = (value: string) => `/${value.replace(/^\/+/, '')}`;
  const path = oneSlash(splitLocale(oneSlash(from.pathname)).path);
  if (target === 'ar' && !hasArabicTwin(path)) return localePath('ar', '/');
  return `${localePath(target, path)}${from.search}`;
}

export function languageSwitchResponse(request: Request, target: Locale): Response {
  const destination = switchDestination(target, request.headers.get('referer'), request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https' ? '; Secure' : '';
  return new Response(null, {
    status: 303,
    headers: {
      location: destination,
      'set-cookie': `${LOCALE_COOKIE}=${target}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

/**
 * The account's language, for a signed-in person who switched from one of this site's pages
 * (another site's link changes only the cookie). A failure leaves it as it was: the switch itself
 * never fails for it.
 */
export async function rememberAccountLanguage(request: Request, target: Locale): Promise<void> {
  if (request.headers.get('sec-fetch-site') !== 'same-origin') return;
  const session = await currentSession();
  if (!session?.role) return;
  await callV1AsSession(session, '/utilisateur/langue', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ langue: target }),
  }).catch(() => undefined);
}
