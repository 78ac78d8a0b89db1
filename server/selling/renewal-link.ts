/**
 * The renewal link of an expiry notice, as a page and a form: the page shows which listing the link
 * renews (GET reads, never changes anything, so that a mail scanner opening the link renews
 * nothing); its button posts here, which renews it through v1 and shows the outcome.
 */
import 'server-only';
import { registeredV1Transport } from '@/lib/api/transport';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { CROSS_SITE_REFUSED, isSameOriginRequest } from '../auth/origin';
import { errorAnswer } from '@/lib/errors';
import { REQUEST_ERRORS } from '../api/middleware/errors';

export const RENEWAL_PAGE = '/annonce/prolonger';

export async function postRenewalForm(request: Request, locale: Locale): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return Response.json(CROSS_SITE_REFUSED, { status: 403 });
  const form = await request.formData().catch(() => null);
  const jeton = form?.get('jeton');
  if (typeof jeton !== 'string' || jeton.length > 600) return Response.json(errorAnswer(REQUEST_ERRORS.invalid), { status: 400 });
  const answer = await registeredV1Transport()('/prolongation', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jeton }),
  });
  const resultat = answer.ok ? 'prolongee' : answer.status === 410 ? 'deja' : answer.status === 409 ? 'etat' : answer.status === 429 ? 'trop' : 'invalide';
  await answer.body?.cancel();
  return new Response(null, { status: 303, headers: { location: `${localePath(locale, RENEWAL_PAGE)}?resultat=${resultat}`, 'cache-control': 'no-store' } });
}
