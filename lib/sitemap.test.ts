import { describe, expect, it } from 'vitest';
import { publicConfig } from './config';
import type { Marque } from './schemas/reference';
import type { ModelLink } from './schemas/search';
import type { SitemapShop } from './schemas/sitemap';
import { listingEntries, pageEntries } from './sitemap';

describe('pageEntries', () => {
  it('lists a page with an Arabic twin in both languages, each naming both (hreflang)', () => {
    const entries = pageEntries([], [], []);
    const site = publicConfig.siteUrl;
    const alternates = [
      { href: site + '/', hreflang: 'fr-MA', hrefIsAbsolute: true },
      { href: `${site}/ar`, hreflang: 'ar-MA', hrefIsAbsolute: true },
      { href: site + '/', hreflang: 'x-default', hrefIsAbsolute: true },
    ];
    expect(entries.find((entry) => entry.loc === site + '/')?.alternateRefs).toEqual(alternates);
    expect(entries.find((entry) => entry.loc === `${site}/ar`)?.alternateRefs).toEqual(alternates);
  });

  it('lists the lists in both languages', () => {
    const site = publicConfig.siteUrl;
    const tyres = pageEntries([], [], []).find((entry) => entry.loc === `${site}/ar/annonce/pneu`);
    expect(tyres?.alternateRefs?.map((ref) => [ref.hreflang, ref.href])).toEqual([
      ['fr-MA', `${site}/annonce/pneu`],
      ['ar-MA', `${site}/ar/annonce/pneu`],
      ['x-default', `${site}/annonce/pneu`],
    ]);
    expect(pageEntries([], [], []).some((entry) => entry.loc === `${site}/ar/motos-a-vendre`)).toBe(true);
  });

  it('lists the brands, the shops, the model, tyre size and parts pages in both languages', () => {
    const site = publicConfig.siteUrl;
    const entries = pageEntries(
      [{ idmarque: 1, nom_marque: 'Yamaha' } as Marque],
      [{ idutilisateur: 7, date_ajout: '2026-01-02T10:00:00.000Z' } as SitemapShop],
      [{ marque: 'Yamaha', marqueSlug: 'yamaha', modele: 'MT-07', slug: 'mt-07', annonces: 12 } as ModelLink],
      [{ taille: '120-70-17' }, { taille: '3-00-21' }],
      [{ marqueSlug: 'honda', slug: 'cb500x' }],
    );
    const locs = entries.map((entry) => entry.loc);
    for (const path of [
      '/motos-neuves',
      '/motos-neuves/yamaha',
      '/motos-a-vendre/yamaha/mt-07',
      '/pneus/120-70-17',
      '/pneus/3-00-21',
      '/pieces/honda/cb500x',
      '/boutiques',
      '/annonceur/boutique/7',
      '/pages/about',
      '/telecharger-app',
    ]) {
      expect(locs).toContain(site + path);
      expect(locs).toContain(`${site}/ar${path}`);
    }
    expect(entries.find((entry) => entry.loc === `${site}/ar/motos-a-vendre/yamaha/mt-07`)?.alternateRefs?.map((ref) => ref.href)).toEqual([
      `${site}/motos-a-vendre/yamaha/mt-07`,
      `${site}/ar/motos-a-vendre/yamaha/mt-07`,
      `${site}/motos-a-vendre/yamaha/mt-07`,
    ]);
  });

  it('pairs every page it lists with its twin', () => {
    // Every page of the sitemap has its twin by now: a page added without one is listed alone.
    const alone = pageEntries([], [], []).filter((entry) => !entry.alternateRefs);
    expect(alone).toEqual([]);
    expect(pageEntries([], [], []).some((entry) => entry.loc.endsWith('/ar/sponsoring'))).toBe(true);
  });

  it('names each listing’s Arabic page among its alternates, one entry per listing', () => {
    const site = publicConfig.siteUrl;
    const entries = listingEntries([{ type: 'moto', id: 12, titre: 'Yamaha MT-07', date_modification: '2026-11-20T10:00:00.000Z' }]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.alternateRefs?.map((ref) => ref.href)).toEqual([
      `${site}/annonce/detail-moto/Yamaha-MT-07/12`,
      `${site}/ar/annonce/detail-moto/Yamaha-MT-07/12`,
      `${site}/annonce/detail-moto/Yamaha-MT-07/12`,
    ]);
  });
});
