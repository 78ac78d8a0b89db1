/**
 * Where CMI sends the browser back (okUrl, failUrl): by POST from the gateway's page, which carries
 * no session cookie (SameSite=Lax) and proves nothing. Only the order id is read, to send the
 * browser (by GET, with its cookie) to the page that shows the payment as our database has it.
 */
import 'server-only';

const ORDER_ID = /^[A-Z0-9]{6,40}$/;

export async function paymentReturn(request: Request, outcome: 'ok' | 'echec'): Promise<Response> {
  const url = new URL(request.url);
  let oid = url.searchParams.get('oid');
  if (!oid && request.method === 'POST') {
    const form = await request.formData().catch(() => null);
    const posted = form?.get('oid');
    oid = typeof posted === 'string' ? posted : null;
  }
  const target = oid && ORDER_ID.test(oid) ? `/compte/ads/paiement/${oid}?retour=${outcome}` : '/compte/ads';
  // 303: the browser follows with a GET, whatever it was sent with. A relative location keeps the
  // host the browser used (Next's request.url may name another, e.g. localhost for 127.0.0.1).
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
}
