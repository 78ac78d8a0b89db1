/** The site's sitemaps: an index of files, each listing pages of one kind. */
import { publicConfig } from './config';
import { languageAlternates } from './i18n/alternates';
import { localePath } from './i18n/locales';
import { urlTypeOfEquipment, LISTING_URL_TYPES } from './listing-types';
import { canonicalListPath } from './listing-pages';
import { brandUrl, listingDetailUrl, modelUrl, partModelUrl, tyreSizeUrl, shopUrl } from './routes';
import type { ModelLink } from './schemas/search';
import type { Marque } from './schemas/reference';
import type { SitemapIndex, SitemapListing, SitemapShop } from './schemas/sitemap';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
  /** the page in each language (hreflang), where it has an Arabic twin */
  alternateRefs?: { href: string; hreflang: string; hrefIsAbsolute: true }[];
}

/** The hreflang alternates of a French path that has a twin in Arabic. */
function alternateRefs(path: string): Pick<SitemapEntry, 'alternateRefs'> {
  const languages = languageAlternates(path);
  return languages ? { alternateRefs: Object.entries(languages).map(([hreflang, href]) => ({ href: loc(href), hreflang, hrefIsAbsolute: true })) } : {};
}

/** Locations are written into XML as they are: escape what XML would read as markup. */
function loc(path: string): string {
  return `${publicConfig.siteUrl}${path}`.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapFiles(index: SitemapIndex): string[] {
  const files = ['pages.xml'];
  for (let n = 0; n < index.motoChunks; n++) files.push(`motos-${n}.xml`);
  for (let n = 0; n < index.equipementChunks; n++) files.push(`equipements-${n}.xml`);
  return files.map((file) => `${publicConfig.siteUrl}/sitemaps/${file}`);
}

/** What a sitemap file name asks for, or null for a name that is not one of ours. */
export function parseSitemapName(name: string): { kind: 'pages' } | { kind: 'motos' | 'equipements'; chunk: number } | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^(motos|equipements)-(\d{1,6})\.xml$/.exec(name);
  return match ? { kind: match[1] as 'motos' | 'equipements', chunk: Number(match[2]) } : null;
}

const STATIC_PAGES = [
  '/',
  '/motos-neuves',
  '/boutiques',
  '/sponsoring',
  '/premiumads',
  '/telecharger-app',
  '/pages/about',
  '/pages/contact',
  '/pages/condition-politique',
  '/pages/conditions-generales-de-vente',
];

/** A French page's entry; with an Arabic twin, both, each naming both (hreflang). */
function entriesOf(path: string, entry: Omit<SitemapEntry, 'loc' | 'alternateRefs'>): SitemapEntry[] {
  const twins = alternateRefs(path);
  if (!twins.alternateRefs) return [{ loc: loc(path), ...entry }];
  return [
    { loc: loc(path), ...entry, ...twins },
    { loc: loc(localePath('ar', path)), ...entry, ...twins },
  ];
}

export function pageEntries(
  marques: Marque[],
  shops: SitemapShop[],
  models: ModelLink[] = [],
  tyreSizes: { taille: string }[] = [],
  partModels: Pick<ModelLink, 'marqueSlug' | 'slug'>[] = [],
): SitemapEntry[] {
  return [
    ...STATIC_PAGES.flatMap((path) => entriesOf(path, { changefreq: path === '/' ? 'daily' : 'monthly', priority: path === '/' ? 1 : 0.5 })),
    ...LISTING_URL_TYPES.flatMap((type) => entriesOf(canonicalListPath(type), { changefreq: 'daily', priority: 0.9 })),
    ...marques.flatMap((m) => entriesOf(brandUrl(m.nom_marque), { changefreq: 'weekly', priority: 0.7 })),
    ...shops.flatMap((s) => entriesOf(shopUrl(s.idutilisateur), { lastmod: s.date_ajout, changefreq: 'weekly', priority: 0.6 })),
    // Model pages: only those that exist (enough listings), as v1 lists them.
    ...models.flatMap((m) => entriesOf(modelUrl(m.marqueSlug, m.slug), { changefreq: 'daily', priority: 0.8 })),
    // Tyre size pages: those with enough listings to be indexed (TYRE_SIZE_INDEXED_FROM).
    ...tyreSizes.flatMap((size) => entriesOf(tyreSizeUrl(size.taille), { changefreq: 'daily', priority: 0.7 })),
    // Parts pages: the models enough listings name (PART_MODEL_INDEXED_FROM).
    ...partModels.flatMap((m) => entriesOf(partModelUrl(m.marqueSlug, m.slug), { changefreq: 'daily', priority: 0.7 })),
  ];
}

export function listingEntries(listings: SitemapListing[]): SitemapEntry[] {
  // One entry per listing (a file holds SITEMAP_CHUNK of them, under the 50,000 addresses a sitemap
  // may have); its Arabic twin is named by its alternates, and names the French page on its own.
  return listings.map((l) => {
    const path = listingDetailUrl(l.type === 'moto' ? 'moto' : urlTypeOfEquipment(l.type), l.titre, l.id);
    return { loc: loc(path), lastmod: l.date_modification, changefreq: 'weekly' as const, priority: 0.8, ...alternateRefs(path) };
  });
}
