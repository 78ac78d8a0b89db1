/**
 * A heart posted as a plain form (tapped before the page's scripts ran, or without JavaScript):
 * the same v1 call as the scripts make, then the favourites page, which says what happened.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { parseFavouriteKey, type FavouriteNotice } from '@/lib/favourites';
import { CROSS_SITE_REFUSED, isSameOriginRequest } from '../auth/origin';
import { callV1AsVisitor } from '../auth/visitor';
import { signInUrl } from '../auth/current';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { FAVOURITES_URL } from '@/lib/navigation';
import { errorAnswer } from '@/lib/errors';
import { REQUEST_ERRORS } from '../api/middleware/errors';

function noticeFor(status: number, adding: boolean, body: { ajoute?: boolean } | null): FavouriteNotice {
  if (status === 200) return adding ? (body?.ajoute === false ? 'deja' : 'ajoute') : 'retire';
  if (status === 404) return 'introuvable';
  if (status === 409) return 'limite';
  if (status === 429) return 'trop';
  return 'erreur';
}

export async function postHeartForm(request: Request, locale: Locale = 'fr'): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return NextResponse.json(CROSS_SITE_REFUSED, { status: 403 });
  const form = await request.formData().catch(() => null);
  const listing = parseFavouriteKey(form?.get('annonce'));
  if (!listing) return NextResponse.json(errorAnswer(REQUEST_ERRORS.invalid), { status: 400 });
  const adding = form?.get('action') !== 'retirer';
  const call = await callV1AsVisitor(request, `/favoris/${listing.kind}/${listing.id}`, {
    method: adding ? 'PUT' : 'DELETE',
    headers: { 'accept-language': locale },
  });
  const body = (await call.response.json().catch(() => null)) as { ajoute?: boolean } | null;
  // Back to the favourites in the language of the page the heart was on.
  const favourites = localePath(locale, FAVOURITES_URL);
  const target = call.signedOut ? signInUrl(favourites) : `${favourites}?message=${noticeFor(call.response.status, adding, body)}`;
  // A relative Location: whatever host and scheme the visitor used (behind a proxy too).
  const answer = new NextResponse(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
  await call.setCookies(answer);
  return answer;
}
