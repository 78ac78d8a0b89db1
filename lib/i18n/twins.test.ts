/** Which French pages have an Arabic twin, and where a page's links lead in each language. */
import { describe, expect, it } from 'vitest';
import { hasArabicTwin, localeHref } from './twins';

describe('Arabic twins', () => {
  it('cover the buyer’s and the seller’s pages, a sponsoring bought and paid included', () => {
    for (const path of [
      '/',
      '/motos-a-vendre?marque=Honda',
      '/annonce/detail-moto/yamaha-mt-07/12',
      '/motos-a-vendre/yamaha/mt-07',
      '/compte/annonce',
      '/compte/ads/sponsoriser?annonce=moto-12',
      '/compte/ads/paiement/MMK3X9AB12CD',
      '/compte/ads/recu/12',
    ])
      expect({ path, twin: hasArabicTwin(path) }).toEqual({ path, twin: true });
  });

  it('leave out the admin area, and addresses no twin answers', () => {
    for (const path of ['/compte/admin', '/compte/admin/annonces', '/compte/ads/recu/douze', '/compte/ads/paiement/mm-12', '/compte/ads/recu/12/x'])
      expect({ path, twin: hasArabicTwin(path) }).toEqual({ path, twin: false });
  });

  it('lead an Arabic page to the twin, else to the French page; a French page always to French', () => {
    expect(localeHref('ar', '/compte/ads/recu/12')).toBe('/ar/compte/ads/recu/12');
    expect(localeHref('ar', '/compte/admin')).toBe('/compte/admin');
    expect(localeHref('fr', '/compte/ads/recu/12')).toBe('/compte/ads/recu/12');
  });
});
