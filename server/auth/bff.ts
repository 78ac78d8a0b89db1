/**
 * The BFF: client components reach v1 here, never directly. An allowed call is forwarded with the
 * caller's address (for v1's rate limits, by the transport) and, when signed in, the bearer from the session cookie;
 * a 401 renews the token once (and the cookie with it). A session that cannot be renewed is
 * destroyed and the answer says where to sign in again.
 */
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isAllowedBffCall } from '../api/bff-calls';
import { registeredV1Transport } from '@/lib/api/transport';
import { callV1AsSession } from './as-caller';
import { clearSession, writeSession } from './current';
import { CROSS_SITE_REFUSED, isSameOriginRequest } from './origin';
import { requestIsSecure, SESSION_COOKIE, unsealSession } from './session';
import { SIGN_IN_URL } from '@/lib/navigation';
import { GUEST_COOKIE, isGuestId } from '@/lib/guest';
import { GUEST_HEADER } from '@/lib/favourites';
// Photos and logos travel through here: a bit more than the largest accepted picture.
import { MAX_UPLOAD_BODY_BYTES, PICTURE_ERRORS } from '@/lib/uploads';
import { env } from '../env';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { callerLocale, inCallerLanguage } from './bff-language';
import { errorAnswer, errorCodes } from '@/lib/errors';

export const BFF_ERRORS = /* @__PURE__ */ errorCodes('bff', {
  forbidden: 'Appel non autorisé.',
  sessionEnded: 'Votre session a expiré. Veuillez vous reconnecter.',
});
const FORBIDDEN = errorAnswer(BFF_ERRORS.forbidden);
const SESSION_ENDED = { ...errorAnswer(BFF_ERRORS.sessionEnded), signin: SIGN_IN_URL };

// The visitor's address and request id are added by the transport itself (server/api/visitor-transport.ts).
const FORWARDED_HEADERS = ['content-type'];
const APP_KEY_PATHS = /^\/sponsoring\/incrementer-reach\/\d{1,10}$/;

/** The request's own cookies are read (a route handler's NextRequest), not the ambient ones: the same, and testable alone. */
export async function forwardToV1(request: NextRequest, segments: string[]): Promise<Response> {
  const locale = callerLocale(request);
  const answer = await forwardedToV1(request, segments, locale);
  return inCallerLanguage(answer, locale);
}

async function forwardedToV1(request: NextRequest, segments: string[], locale: Locale): Promise<Response> {
  const v1Path = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  if (!isAllowedBffCall(request.method, v1Path)) return NextResponse.json(FORBIDDEN, { status: 403 });
  if (request.method !== 'GET' && !isSameOriginRequest(request.headers)) return NextResponse.json(CROSS_SITE_REFUSED, { status: 403 });
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > MAX_UPLOAD_BODY_BYTES) return NextResponse.json(errorAnswer(PICTURE_ERRORS.bodyTooLarge), { status: 413 });

  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Counters kept for our own clients: the site vouches for its pages (the key never reaches the browser).
  if (APP_KEY_PATHS.test(v1Path)) headers.set('x-app-key', env().APP_KEY);
  // v1 keeps the language of the page for what it tells a guest later (a heart's price drop).
  headers.set('accept-language', locale);
  // Buffered, so that the request can be sent a second time after a token renewal.
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  if (body && body.byteLength > MAX_UPLOAD_BODY_BYTES) return NextResponse.json(errorAnswer(PICTURE_ERRORS.bodyTooLarge), { status: 413 });
  const target = `${v1Path}${new URL(request.url).search}`;
  const init: RequestInit = { method: request.method, headers, body: body && body.byteLength > 0 ? body : undefined };

  const jar = request.cookies;
  const session = await unsealSession(jar.get(SESSION_COOKIE)?.value);
  if (!session) {
    // A guest's own things (favourites) are keyed by the device's guest id, taken from its cookie only.
    const guest = jar.get(GUEST_COOKIE)?.value;
    if (isGuestId(guest)) headers.set(GUEST_HEADER, guest);
    return relay(await registeredV1Transport()(target, init));
  }

  const result = await callV1AsSession(session, target, init);
  if (result.signedOut) {
    await result.response.body?.cancel();
    // Signed in again on the sign-in page of the caller's language.
    const ended = { ...SESSION_ENDED, signin: localePath(locale, SIGN_IN_URL) };
    const answer = NextResponse.json(ended, { status: 401, headers: { 'cache-control': 'no-store' } });
    clearSession(answer, requestIsSecure(request));
    return answer;
  }
  const answer = relay(result.response);
  if (result.renewed) await writeSession(answer, { ...session, ...result.renewed }, requestIsSecure(request));
  return answer;
}

function relay(response: Response): NextResponse {
  return new NextResponse(response.body, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
      ...(response.headers.get('retry-after') ? { 'retry-after': response.headers.get('retry-after')! } : {}),
    },
  });
}
