/** Where CMI's return addresses send the browser: the payment's page in the language it was started from, and nothing else. */
import { describe, expect, it } from 'vitest';
import { paymentReturn } from './return';

const posted = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('the return from CMI', () => {
  it('to the payment’s page, by GET (303), in French or in Arabic', async () => {
    const french = await paymentReturn(new Request('http://localhost/paiement/cmi/ok?oid=MMABC123'), 'ok');
    expect(french.status).toBe(303);
    expect(french.headers.get('location')).toBe('/compte/ads/paiement/MMABC123?retour=ok');
    const arabic = await paymentReturn(posted('http://localhost/ar/paiement/cmi/echec', { oid: 'MMABC123' }), 'echec', 'ar');
    expect(arabic.headers.get('location')).toBe('/ar/compte/ads/paiement/MMABC123?retour=echec');
  });

  it('an order id it does not recognise leads to Mes Ads, never elsewhere', async () => {
    for (const oid of ['//evil.example', 'MM1\r\nLocation: x', '../admin', '']) {
      const answer = await paymentReturn(posted('http://localhost/ar/paiement/cmi/ok', { oid }), 'ok', 'ar');
      expect(answer.headers.get('location')).toBe('/ar/compte/ads');
    }
    expect((await paymentReturn(new Request('http://localhost/paiement/cmi/ok?oid=abc'), 'ok')).headers.get('location')).toBe('/compte/ads');
  });
});
