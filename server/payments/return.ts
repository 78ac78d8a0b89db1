/**
 * Where CMI sends the browser back (okUrl, failUrl): by POST from the gateway's page, which carries
 * no session cookie (SameSite=Lax) and proves nothing. Only the order id is read, to send the
 * browser (by GET, with its cookie) to the page that shows the payment as our database has it.
 */
import 'server-only';
import { localePath, type Locale } from '@/lib/i18n/locales';

const ORDER_ID = /^[A-Z0-9]{6,40}$/;

/** `locale`: the language of the return address CMI was given (/paiement/cmi/ok or /ar/paiement/cmi/ok). */
export async function paymentReturn(request: Request, outcome: 'ok' | 'echec', locale: Locale = 'fr'): Promise<Response> {
  const url = new URL(request.url);
  let oid = url.searchParams.get('oid');
  if (!oid && request.method === 'POST') {
    const form = await request.formData().catch(() => null);
    const posted = form?.get('oid');
    oid = typeof posted === 'string' ? posted : null;
  }
  const target = localePath(locale, oid && ORDER_ID.test(oid) ? `/compte/ads/paiement/${oid}?retour=${outcome}` : '/compte/ads');
  // 303: the browser follows with a GET, whatever it was sent with. A relative location keeps the
  // host the browser used (Next's request.url may name another, e.g. localhost for 127.0.0.1).
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
}
