/** Which French pages have an Arabic twin, read from the page tree, and where links lead. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasArabicTwin, localeHref } from './twins';

const LOCALE_TREE = path.join(import.meta.dirname, '../../app/[locale]');

/** Every page of app/[locale]: its French address (a value in each dynamic segment) and whether it sits in a (francais) group. */
function pagesOfTree(dir = LOCALE_TREE, segments: string[] = [], frenchOnly = false): { address: string; frenchOnly: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [{ address: `/${segments.join('/')}`, frenchOnly }] : [];
    const name = entry.name;
    const group = name.startsWith('(') && name.endsWith(')');
    // [[...accueil]]: the home page itself; [id], [...x]: any value.
    const segment = group || name.startsWith('[[') ? null : name.startsWith('[') ? '12' : name;
    return pagesOfTree(path.join(dir, name), segment ? [...segments, segment] : segments, frenchOnly || name === '(francais)');
  });
}

describe('Arabic twins', () => {
  it('are every page of app/[locale] but those of its (francais) groups', () => {
    const pages = pagesOfTree();
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((page) => page.frenchOnly).length).toBeGreaterThan(5);
    for (const { address, frenchOnly } of pages) expect({ address, twin: hasArabicTwin(address) }).toEqual({ address, twin: !frenchOnly });
  });

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

  it('leave out the admin area and the sign-in’s service pages', () => {
    for (const path of ['/compte/admin', '/compte/admin/annonces', '/compte/admin/utilisateurs/12?x=1', '/auth/action?mode=resetPassword', '/sante'])
      expect({ path, twin: hasArabicTwin(path) }).toEqual({ path, twin: false });
    expect(hasArabicTwin('/compte/administration')).toBe(true);
  });

  it('lead an Arabic page to the twin, else to the French page; a French page always to French', () => {
    expect(localeHref('ar', '/compte/ads/recu/12')).toBe('/ar/compte/ads/recu/12');
    expect(localeHref('ar', '/compte/admin')).toBe('/compte/admin');
    expect(localeHref('fr', '/compte/ads/recu/12')).toBe('/compte/ads/recu/12');
  });
});
