/**
 * The filters of a listing list page as they live in its URL (shareable, back button works), and
 * the v1 query they become. Names follow the spec's home form: marque, modele, prixmin, prixmax,
 * ville, page, cylindreeMin, cylindreeMax for motos, categorie for the other types, taille for tyres,
 * compatible and annee (what fits a motorcycle: my garage's) for the parts, tyres and moto equipment.
 * A value that makes no sense in a URL (a price of "abc") is dropped, never an error page.
 */
import { equipmentTypeOf, type ListingUrlType } from './listing-types';
import { fitsMotorcycles } from './fitment';
import { OLDEST_BIKE_YEAR } from './garage';
import { DEFAULT_PAGE_SIZE, MAX_RESULTS_REACHABLE, SORT_ORDERS, type SortOrder } from './paging';
import type { EquipementSearchQuery, MotoSearchQuery } from './schemas/listings';
import { isOneOf } from './one-of';
import { MAX_SEARCH_LENGTH } from './search-limits';
import { readTyreSizeKey } from './tyre-sizes';

export type RawSearchParams = Record<string, string | string[] | undefined>;

export interface ListingFilters {
  /** words to search (lib/search-words.ts) */
  q?: string;
  marque?: string;
  modele?: string;
  categorie?: string;
  /** a tyre size's key (lib/tyre-sizes: 120-70-17), tyres only */
  taille?: string;
  ville?: string;
  prixmin?: number;
  prixmax?: number;
  kilometragemax?: number;
  cylindreeMin?: number;
  cylindreeMax?: number;
  /** what fits a motorcycle of this reference model (its idmodele), and of this model year: parts, tyres, moto equipment */
  compatible?: number;
  annee?: number;
  /** with compatible: what fits first, then the rest, instead of only what fits */
  dabord?: true;
  tri?: SortOrder;
  page: number;
}

/** Keys in URL order. */
const TEXT_KEYS = ['q', 'marque', 'modele', 'categorie', 'taille', 'ville'] as const;
const NUMBER_KEYS = ['prixmin', 'prixmax', 'kilometragemax', 'cylindreeMin', 'cylindreeMax', 'compatible', 'annee'] as const;
const MOTO_ONLY = new Set(['marque', 'modele', 'kilometragemax', 'cylindreeMin', 'cylindreeMax']);
const TYRES_ONLY = new Set(['taille']);
const FITTING_ONLY = new Set(['compatible', 'annee']);

export const LAST_REACHABLE_PAGE = Math.floor(MAX_RESULTS_REACHABLE / DEFAULT_PAGE_SIZE);

function first(value: string | string[] | undefined, maxLength = 100): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, maxLength) : undefined;
}

/** The order of a list when its URL names none: the best matches first for a search by words, else the newest. */
export function defaultOrder(filters: Pick<ListingFilters, 'q'>): SortOrder {
  return filters.q ? 'pertinence' : 'recent';
}

function wholeNumber(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

/** The filters a page's URL asks for, keeping only those that apply to the listing type. */
export function parseListingFilters(urlType: ListingUrlType, params: RawSearchParams): ListingFilters {
  const moto = urlType === 'moto';
  const filters: ListingFilters = { page: 1 };
  for (const key of TEXT_KEYS) {
    if (!moto && MOTO_ONLY.has(key)) continue;
    if (moto && key === 'categorie') continue;
    if (urlType !== 'pneu' && TYRES_ONLY.has(key)) continue;
    const value = first(params[key], key === 'q' ? MAX_SEARCH_LENGTH : 100);
    if (!value) continue;
    if (key !== 'taille') filters[key] = value;
    else {
      // Any way of writing a size is its key (a size link, a pasted "120/70 ZR17"); one not a size is dropped.
      const size = readTyreSizeKey(value);
      if (size.ok) filters.taille = size.key;
    }
  }
  // The API's lower-case names are accepted too, so that its URLs can be pasted.
  const aliases: Record<string, string> = { cylindreeMin: 'cylindreemin', cylindreeMax: 'cylindreemax' };
  const equipmentType = equipmentTypeOf(urlType);
  const fitting = equipmentType !== null && fitsMotorcycles(equipmentType);
  for (const key of NUMBER_KEYS) {
    if (!moto && MOTO_ONLY.has(key)) continue;
    if (!fitting && FITTING_ONLY.has(key)) continue;
    const value = wholeNumber(first(params[key]) ?? first(params[aliases[key] ?? '']));
    if (value !== undefined) filters[key] = value;
  }
  // A model year says something only of a model, and only a plausible one.
  if (filters.compatible === 0) delete filters.compatible;
  if (filters.compatible === undefined || (filters.annee !== undefined && (filters.annee < OLDEST_BIKE_YEAR || filters.annee > 2100))) delete filters.annee;
  if (filters.compatible !== undefined && first(params.dabord) === '1') filters.dabord = true;
  for (const [low, high] of [
    ['prixmin', 'prixmax'],
    ['cylindreeMin', 'cylindreeMax'],
  ] as const) {
    const a = filters[low];
    const b = filters[high];
    if (a !== undefined && b !== undefined && a > b) {
      filters[low] = b;
      filters[high] = a;
    }
  }
  const tri = first(params.tri);
  // Pertinence means nothing without words; the default order is left out of the URL.
  if (isOneOf(SORT_ORDERS, tri) && tri !== defaultOrder(filters) && (tri !== 'pertinence' || filters.q)) filters.tri = tri;
  const page = wholeNumber(first(params.page));
  filters.page = Math.min(Math.max(page ?? 1, 1), LAST_REACHABLE_PAGE);
  return filters;
}

/** The URL query of some filters: only the ones set, page 1 left out. */
export function filtersToQuery(filters: Partial<ListingFilters>): string {
  const params = new URLSearchParams();
  for (const key of [...TEXT_KEYS, ...NUMBER_KEYS, 'tri'] as const) {
    const value = filters[key];
    if (key === 'annee' && filters.compatible === undefined) continue;
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.dabord && filters.compatible !== undefined) params.set('dabord', '1');
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters set besides the words, each with how the page names it ("Rabat", "Prix ≤ 50 000 Dh"): what an empty list offers to drop. */
/** The narrowing filters that are set, in the order they are shown, each with its value. */
export const LABELLED_FILTERS = [
  'marque',
  'modele',
  'categorie',
  'taille',
  'ville',
  'prixmin',
  'prixmax',
  'kilometragemax',
  'cylindreeMin',
  'cylindreeMax',
  'compatible',
] as const;
export type LabelledFilter = (typeof LABELLED_FILTERS)[number];

/** The filters set, each named by `label` (server/list-copy's filterLabeller: in the page's language). */
export function activeFilters(
  filters: ListingFilters,
  label: (key: LabelledFilter, value: string | number) => string,
): { key: keyof ListingFilters; label: string }[] {
  return LABELLED_FILTERS.flatMap((key) => {
    const value = filters[key];
    return value === undefined ? [] : [{ key, label: label(key, value) }];
  });
}

/** Whether anything narrows the list (sorting and paging do not). */
export function hasNarrowingFilter(filters: ListingFilters): boolean {
  return [...TEXT_KEYS, ...NUMBER_KEYS].some((key) => filters[key] !== undefined);
}

export function motoQuery(filters: ListingFilters, limit = DEFAULT_PAGE_SIZE): Partial<MotoSearchQuery> {
  return {
    q: filters.q,
    page: filters.page,
    limit,
    marque: filters.marque,
    modele: filters.modele,
    ville: filters.ville,
    prixmin: filters.prixmin,
    prixmax: filters.prixmax,
    kilometragemax: filters.kilometragemax,
    cylindreemin: filters.cylindreeMin,
    cylindreemax: filters.cylindreeMax,
    tri: filters.tri,
  };
}

export function equipementQuery(urlType: ListingUrlType, filters: ListingFilters, limit = DEFAULT_PAGE_SIZE): Partial<EquipementSearchQuery> {
  return {
    q: filters.q,
    page: filters.page,
    limit,
    type: equipmentTypeOf(urlType) ?? undefined,
    categorie: filters.categorie,
    taille: filters.taille,
    ville: filters.ville,
    prixmin: filters.prixmin,
    prixmax: filters.prixmax,
    compatible: filters.compatible,
    annee: filters.annee,
    dabord: filters.dabord ? '1' : undefined,
    tri: filters.tri,
  };
}
