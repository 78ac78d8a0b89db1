import { NextResponse, type NextRequest } from 'next/server';
import { CACHED_LIST_PREFIX, internalListPath, listOfPath, UNCACHED_LIST_PREFIX } from '@/lib/listing-pages';
import { listVocabulary } from '@/server/cache/v1-reads';
import { LOCALE_COOKIE, localePath, splitLocale, treePath, type Locale } from '@/lib/i18n/locales';
import { hasArabicTwin } from '@/lib/i18n/twins';
import { PROFILE_STEP_URL, SIGN_IN_URL } from '@/lib/navigation';
import { contentSecurityPolicy, NONCE_CSP_PATHS } from '@/lib/security-headers';
import { publicConfig } from '@/lib/config';
import { hasAppKey } from '@/server/auth/app-key';
import { firebaseOrigins, firebaseWebConfig } from '@/server/auth/firebase-web';
import { cmiSettingsFor } from '@/server/payments/cmi';
import { renewSession } from '@/server/auth/refresh';
import { sessionRevoked } from '@/server/auth/revocation';
import { needsRenewal, requestIsSecure, SESSION_COOKIE, sealSession, sessionCookieOptions, unsealSession, type SessionData } from '@/server/auth/session';

/**
 * - List pages are cached per search our links make: their public URLs are rewritten to an
 *   internal path that carries the search (see internalListPath). The internal paths themselves
 *   are not public.
 * - /compte needs a session (else the sign-in page, then back), /compte/admin an admin; an ID token
 *   about to expire is renewed before the page renders. This is convenience: v1 checks every
 *   bearer and role itself.
 * - /auth and /compte (and /ar/…) get a Content-Security-Policy with a fresh nonce (lib/security-headers.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (NONCE_CSP_PATHS.test(pathname)) return leavesPublicDocument(request) ? wholePageLoad() : accountArea(request);
  if (pathname.startsWith(BENCHMARK_PAGES)) return benchmarkPages(request);
  return listPages(request);
}

/**
 * The request's address, to rewrite or redirect to another path of this same server. Next compares
 * a rewrite with the address it listens on, but names a loopback host `localhost` in
 * request.nextUrl (and, by default, in the rewrite it hands on): listening on 127.0.0.1 (npm start
 * on the Auth emulator), every rewritten list page went to http://localhost:…, which Next took for
 * another server and fetched over HTTP, a second request per page (half the cached lists' rate,
 * 2026-11-27). With skipProxyUrlNormalize (next.config.ts), request.url is the address as Next
 * received it, on its own host, and the rewrite keeps it.
 */
function sameServer(request: NextRequest): URL {
  return new URL(request.url);
}

/**
 * The page benchmark's floor (/sante/en-cache/n) adds a cached page for each new n: only our own
 * clients (X-App-Key) may ask for it, so that nobody else can fill the page cache with it.
 */
const BENCHMARK_PAGES = '/sante/en-cache/';

function benchmarkPages(request: NextRequest) {
  if (hasAppKey(request.headers.get('x-app-key'))) return NextResponse.next();
  return notFoundPage(request, 'fr');
}

/** The 404 page in a language (its tree's catch-all answers it). */
function notFoundPage(request: NextRequest, locale: Locale) {
  const target = sameServer(request);
  target.pathname = treePath(locale, '/404');
  return NextResponse.rewrite(target);
}

/**
 * Marks the requests this proxy rewrote to an internal list path: Next may run the proxy again for
 * the rewritten path (next dev does), and only those may reach it. Unguessable, per process.
 */
const INTERNAL_HEADER = 'x-motomaroc-list';
const INTERNAL_MARK = crypto.randomUUID();

async function listPages(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  // A list in either language is rewritten to its internal path in the page tree (/fr/liste/…, /ar/liste/…).
  const { locale, path: pathname } = splitLocale(request.nextUrl.pathname);
  const target = sameServer(request);
  if (pathname.startsWith(CACHED_LIST_PREFIX) || pathname.startsWith(UNCACHED_LIST_PREFIX)) {
    if (request.headers.get(INTERNAL_HEADER) === INTERNAL_MARK) return NextResponse.next();
    return notFoundPage(request, locale);
  }
  const list = listOfPath(pathname);
  if (!list) return NextResponse.next();
  // Kept in memory (server/cache/v1-reads): a look-up, not a query, for all but the first request.
  const vocabulary = await listVocabulary(list.urlType).catch(() => null);
  target.pathname = treePath(locale, internalListPath(pathname, searchParams, vocabulary)!);
  // Only the router's own parameter (_rsc) goes on; the search now lives in the path.
  target.search = '';
  const rsc = searchParams.get('_rsc');
  if (rsc !== null) target.searchParams.set('_rsc', rsc);
  const headers = new Headers(request.headers);
  headers.set(INTERNAL_HEADER, INTERNAL_MARK);
  return NextResponse.rewrite(target, { request: { headers } });
}

/**
 * A link from a public page into /auth or /compte that the App Router would follow inside the
 * same document: that document keeps the public pages' policy, under which the sign-in cannot
 * reach Firebase and passwords would be typed without the nonce policy. The router fetches the
 * page (Next hides its own headers from the proxy; the browser's Sec-Fetch-Dest says "empty", not
 * "document") from the document it would stay in (the Referer). From a public page it gets an
 * answer that is not in the router's format, on which the router loads the address as a page of
 * its own, with this area's policy.
 */
function leavesPublicDocument(request: NextRequest): boolean {
  // Without the header (another client, an old browser), a page is what was asked.
  if (request.headers.get('sec-fetch-dest') !== 'empty') return false;
  // Only this site's pages send their path (Referrer-Policy: strict-origin-when-cross-origin).
  const referer = request.headers.get('referer');
  return !referer || !URL.canParse(referer) || !NONCE_CSP_PATHS.test(new URL(referer).pathname);
}

function wholePageLoad() {
  return new NextResponse('Page chargée en entier.', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', vary: 'sec-fetch-dest, referer' },
  });
}

function redirectTo(request: NextRequest, pathname: string, next?: string, clearCookie = false) {
  const target = sameServer(request);
  target.pathname = pathname;
  target.search = next ? `?next=${encodeURIComponent(next)}` : '';
  const response = NextResponse.redirect(target);
  if (clearCookie) response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(requestIsSecure(request)), maxAge: 0 });
  return response;
}

/**
 * The account menu is the same script on every page and links to the French account pages. A
 * reader of an Arabic page (its Referer: only this site's pages send their path) who has not chosen
 * French goes to the page's Arabic twin instead. Null: the page asked for.
 */
function arabicTwinOf(request: NextRequest, locale: Locale, path: string): string | null {
  if (locale !== 'fr' || !hasArabicTwin(path) || request.cookies.get(LOCALE_COOKIE)?.value === 'fr') return null;
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer) || splitLocale(new URL(referer).pathname).locale !== 'ar') return null;
  return localePath('ar', path);
}

async function accountArea(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  let renewed: SessionData | null = null;
  // /ar/compte/…: the same checks, the Arabic sign-in page.
  const { locale, path } = splitLocale(pathname);
  const signIn = localePath(locale, SIGN_IN_URL);
  const twin = arabicTwinOf(request, locale, path);
  if (twin) {
    // The router's own fetch loads the page anew, whose request then comes here as a page.
    if (request.headers.get('sec-fetch-dest') === 'empty') return wholePageLoad();
    const target = sameServer(request);
    target.pathname = twin;
    return NextResponse.redirect(target);
  }

  if (path === '/compte' || path.startsWith('/compte/')) {
    const here = `${pathname}${search}`;
    const cookie = request.cookies.get(SESSION_COOKIE)?.value;
    let session = await unsealSession(cookie);
    // Signed out since (here or elsewhere), or the password changed: the copied cookie opens nothing.
    if (session && (await sessionRevoked(session))) session = null;
    if (!session) return redirectTo(request, signIn, here, !!cookie);
    if (needsRenewal(session)) {
      const tokens = await renewSession(session);
      if (!tokens) return redirectTo(request, signIn, here, true);
      session = renewed = { ...session, ...tokens };
    }
    if (session.role === null) return redirectTo(request, localePath(locale, PROFILE_STEP_URL), here);
    if ((path === '/compte/admin' || path.startsWith('/compte/admin/')) && session.role !== 'admin') return redirectTo(request, '/compte');
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy({
    nonce,
    gaId: publicConfig.gaId,
    uploadsHost: publicConfig.uploadsHost,
    firebaseOrigins: firebaseOrigins(),
    // Google's reCAPTCHA: the sign-up captcha when chosen, and Firebase's phone verification
    // against the real Firebase (the emulator needs none).
    recaptcha: !!process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || !firebaseWebConfig().emulatorUrl,
    paymentGateway: new URL(cmiSettingsFor().gatewayUrl).origin,
    dev: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  // Next reads the nonce from the request's CSP and puts it on its own scripts.
  headers.set('content-security-policy', csp);
  headers.set('x-nonce', nonce);
  let sealed: string | null = null;
  if (renewed) {
    sealed = await sealSession(renewed);
    // The page rendered by this request must already see the renewed session.
    request.cookies.set(SESSION_COOKIE, sealed);
    headers.set('cookie', request.cookies.toString());
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  if (sealed) response.cookies.set(SESSION_COOKIE, sealed, sessionCookieOptions(requestIsSecure(request)));
  return response;
}

export const config = {
  matcher: [
    '/sante/en-cache/:n',
    '/motos-a-vendre',
    '/annonce/:type',
    '/liste/:path*',
    '/liste-directe/:path*',
    '/ar/motos-a-vendre',
    '/ar/annonce/:type',
    '/ar/liste/:path*',
    '/ar/liste-directe/:path*',
    // The account area, in any case (/AUTH/signin, /Compte…): an address Next answers with a 404
    // still gets a policy (Next's header rules leave these addresses to the proxy whatever their case).
    '/:area([aA][uU][tT][hH]|[cC][oO][mM][pP][tT][eE])/:path*',
    '/:lang([aA][rR])/:area([aA][uU][tT][hH]|[cC][oO][mM][pP][tT][eE])/:path*',
  ],
};
