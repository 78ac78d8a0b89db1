/**
 * The links of alert notices: a listing opened from a push or a digest (counted, then shown), and
 * the unsubscribe of a digest: its page (GET only shows), its button, and the mail client's
 * one-click POST (RFC 8058: no Origin, the signed token is the key; the action only stops mail).
 */
import 'server-only';
import { registeredV1Transport } from '@/lib/api/transport';
import { safeReturnPath } from '@/lib/return-url';
import { localePath, type Locale } from '@/lib/i18n/locales';

export const UNSUBSCRIBE_PAGE = '/alertes/desabonner';

function v1Post(path: string, body?: unknown): Promise<Response> {
  const headers = new Headers(body === undefined ? {} : { 'content-type': 'application/json' });
  return registeredV1Transport()(path, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/**
 * GET /alertes/ouvrir/{jeton}?vers=/annonce/…: the click counted (the signed token names the alert
 * and the listing; a link of before, /alertes/ouvrir/{id}, just opens), then the listing.
 */
export async function openFromAlert(request: Request, jeton: string): Promise<Response> {
  const target = safeReturnPath(new URL(request.url).searchParams.get('vers'));
  const listing = target?.startsWith('/annonce/') || target?.startsWith('/ar/annonce/') ? target : '/';
  if (jeton.length <= 600 && jeton.includes('.')) await (await v1Post('/alertes/clic', { jeton }).catch(() => null))?.body?.cancel();
  return seeOther(listing);
}

/** POST /alertes/desabonner/confirmer: the page's button (a form with jeton) or a mail client's one-click (jeton in the address). */
export async function postUnsubscribe(request: Request, locale: Locale): Promise<Response> {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  const fromForm = form?.get('jeton');
  const jeton = typeof fromForm === 'string' ? fromForm : url.searchParams.get('jeton');
  const oneClick = form?.get('List-Unsubscribe') === 'One-Click';
  const answer = jeton && jeton.length <= 600 ? await v1Post('/alertes/desabonnement', { jeton }) : null;
  const body = answer ? ((await answer.json().catch(() => null)) as { message?: string; error?: string } | null) : null;
  if (oneClick)
    return new Response(body?.message ?? body?.error ?? 'Lien invalide.', {
      status: answer?.ok ? 200 : 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const resultat = answer?.ok ? (body?.message?.startsWith('C’est fait') ? 'fait' : 'deja') : answer?.status === 429 ? 'trop' : 'invalide';
  return seeOther(`${localePath(locale, UNSUBSCRIBE_PAGE)}?resultat=${resultat}`);
}
