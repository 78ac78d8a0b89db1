/** Headings, titles and texts of the listing list pages, per listing type. */
import { localePath, type Locale } from './i18n/locales';
import { isListingUrlType, type ListingUrlType } from './listing-types';
import { filtersToQuery, parseListingFilters, type ListingFilters } from './search';
import { findByName, safeDecode } from './text';

/** The canonical address of each list: /motos-a-vendre is the landing page for motos. */
export function canonicalListPath(urlType: ListingUrlType): string {
  return urlType === 'moto' ? '/motos-a-vendre' : `/annonce/${urlType}`;
}

/** The names a list's own links use: its brands (motos), categories (equipment) and cities. */
export interface ListVocabulary {
  marques: string[];
  categories: string[];
  villes: string[];
}

/**
 * The filters with their brand, category and city spelled as the site spells them ("fes" → "Fès"),
 * or null when one of them names nothing the site knows: such a page is a 404, so that an invented
 * name ("Visitez arnaque-site…") is never printed as a fact under our name.
 */
export function canonicalFilters(filters: ListingFilters, vocabulary: ListVocabulary): ListingFilters | null {
  const canonical: ListingFilters = { ...filters };
  const names = [
    ['marque', vocabulary.marques],
    ['categorie', vocabulary.categories],
    ['ville', vocabulary.villes],
  ] as const;
  for (const [key, known] of names) {
    const typed = filters[key];
    if (typed === undefined) continue;
    const found = findByName(known, (name) => name, typed);
    if (!found) return null;
    canonical[key] = found;
  }
  return canonical;
}

/**
 * Whether a search is one our own links and menus make (brand, category, city, page, sort): a
 * bounded set. Words, prices, mileages, engine sizes, models, tyre sizes and the motorcycle a
 * part fits (a garage's, with its year) are typed: each new
 * value would be a new page, so those are rendered for the one visitor and neither cached nor
 * indexed (a tyre size has its own cached page, /pneus/120-70-17).
 */
export function isLinkedSearch(filters: ListingFilters): boolean {
  const typed = ['q', 'modele', 'taille', 'prixmin', 'prixmax', 'kilometragemax', 'cylindreeMin', 'cylindreeMax', 'compatible', 'annee', 'dabord'] as const;
  return typed.every((key) => filters[key] === undefined);
}

/*
 * List pages are cached per search (ISR), but Next caches pages by path, not by query. So the
 * proxy rewrites /motos-a-vendre?marque=Honda to the internal path
 * /liste/motos-a-vendre/marque%3DHonda, whose last segment is the search in canonical form (known
 * filters only, in a fixed order, names spelled as the site spells them): every way of writing
 * one search shares one cache entry. Only the searches our links make are cached; any other (a
 * price typed in, a name the site does not know) goes to /liste-directe/…, rendered for its
 * visitor and not kept, so that a script varying values cannot push real pages out of the cache.
 */
export const CACHED_LIST_PREFIX = '/liste/';
export const UNCACHED_LIST_PREFIX = '/liste-directe/';
const WHOLE_LIST = 'tout';

/** What a list page shows: the listing type, the filters, and the public path its links stay on. */
export interface ListPageRequest {
  urlType: ListingUrlType;
  filters: ListingFilters;
  basePath: string;
  /**
   * Whether the brand, category and city were found among the site's (and are spelled as it
   * spells them). Unchecked (the names could not be read), the page shows no name as a heading
   * and is not indexed.
   */
  namesChecked: boolean;
  /** the page's language: its links stay in it */
  locale: Locale;
}

/** The listing type of a list's base path: /motos-a-vendre or /annonce/{type}. */
const urlTypeOfListBase = (base: string) => (base === 'motos-a-vendre' ? 'moto' : base);

/** The list a public path shows (/motos-a-vendre or /annonce/{type}), or null for other paths. */
export function listOfPath(pathname: string): { base: string; urlType: ListingUrlType } | null {
  const base = pathname === '/motos-a-vendre' ? 'motos-a-vendre' : pathname.startsWith('/annonce/') ? pathname.slice('/annonce/'.length) : '';
  const urlType = urlTypeOfListBase(base);
  return isListingUrlType(urlType) ? { base, urlType } : null;
}

/**
 * The internal path of a public list URL, or null for other paths: under CACHED_LIST_PREFIX when
 * the search is one our links make with names the site knows (`vocabulary`, null when it could
 * not be read), else under UNCACHED_LIST_PREFIX as typed.
 */
export function internalListPath(pathname: string, searchParams: URLSearchParams, vocabulary: ListVocabulary | null): string | null {
  const list = listOfPath(pathname);
  if (!list) return null;
  const typed = parseListingFilters(list.urlType, Object.fromEntries(searchParams));
  const canonical = vocabulary ? canonicalFilters(typed, vocabulary) : null;
  const cached = canonical !== null && isLinkedSearch(canonical);
  const query = filtersToQuery(cached ? canonical : typed).slice(1);
  return `${cached ? CACHED_LIST_PREFIX : UNCACHED_LIST_PREFIX}${list.base}/${encodeURIComponent(query || WHOLE_LIST)}`;
}

/**
 * The list page behind the segments of an internal path, or null when they make no sense. Next
 * hands the search segment over either still encoded or decoded; a decoded search always has an
 * "=" and an encoded one never does. The names are checked against `vocabulary` (null when it
 * could not be read): one the site does not know makes the page a 404 (null).
 */
export function listPageRequest(base: string, searchSegment: string, vocabulary: ListVocabulary | null, locale: Locale = 'fr'): ListPageRequest | null {
  const urlType = urlTypeOfListBase(base);
  if (!isListingUrlType(urlType)) return null;
  const search = searchSegment.includes('=') ? searchSegment : safeDecode(searchSegment);
  const query = search === WHOLE_LIST ? '' : search;
  const typed = parseListingFilters(urlType, Object.fromEntries(new URLSearchParams(query)));
  const filters = vocabulary ? canonicalFilters(typed, vocabulary) : typed;
  if (!filters) return null;
  return {
    urlType,
    filters,
    basePath: localePath(locale, base === 'motos-a-vendre' ? '/motos-a-vendre' : `/annonce/${urlType}`),
    namesChecked: vocabulary !== null,
    locale,
  };
}
