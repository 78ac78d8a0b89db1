/**
 * What the BFF forwards to v1 besides the call itself: the guest's id from its cookie (never from
 * the page), and the language of the page behind the call, for what v1 tells that guest later.
 */
import { PAGE_LANGUAGE_HEADER } from '@/lib/api/browser';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { registerV1Transport } from '@/lib/api/transport';
import { GUEST_COOKIE } from '@/lib/guest';

const GUEST = '0f6c1a52-7d1e-4f0b-9d4a-1c2b3d4e5f60';

describe('the BFF', () => {
  it('tells v1 the guest and the language of the page a heart comes from', async () => {
    const { forwardToV1 } = await import('./bff');
    const seen: Headers[] = [];
    registerV1Transport(async (_path, init) => {
      seen.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ ajoute: true, total: 1 }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const heart = (pageLanguage: string, extra: Record<string, string> = {}) =>
      forwardToV1(
        new NextRequest('http://localhost:3000/api/bff/favoris/moto/12', {
          method: 'PUT',
          headers: {
            origin: 'http://localhost:3000',
            host: 'localhost:3000',
            cookie: `${GUEST_COOKIE}=${GUEST}`,
            [PAGE_LANGUAGE_HEADER]: pageLanguage,
            ...extra,
          },
        }),
        ['favoris', 'moto', '12'],
      );
    expect((await heart('ar')).status).toBe(200);
    // The browser's own Accept-Language and the Referer are not the page's word: the page decides.
    const elsewhere = { 'accept-language': 'ar', referer: 'http://localhost:3000/ar/motos-a-vendre', 'x-guest-id': 'someone-else-0000' };
    expect((await heart('fr', elsewhere)).status).toBe(200);
    expect(seen.map((headers) => [headers.get('accept-language'), headers.get('x-guest-id')])).toEqual([
      ['ar', GUEST],
      ['fr', GUEST],
    ]);
  });
});
