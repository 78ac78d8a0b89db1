/**
 * What the list pages say about themselves, in each language (messages: lists): their heading,
 * title and description for search engines, introduction and empty state, and the titles of
 * filtered lists. Server-only: the catalogues never reach the browser.
 */
import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locales';
import { pageAlternates } from '@/lib/i18n/alternates';
import type { ListingUrlType } from '@/lib/listing-types';
import { canonicalListPath, isLinkedSearch, type ListPageRequest } from '@/lib/listing-pages';
import { filtersToQuery, type LabelledFilter, type ListingFilters } from '@/lib/search';
import { formatNumber } from '@/lib/format';
import { leftToRightIn } from '@/lib/i18n/format';
import { tyreKeyText } from '@/lib/tyre-sizes';
import { translator } from './i18n';
import { categoryNameIn, cityNameIn } from './reference-names';

export interface ListCopy {
  /** what the listings are, capitalised: "Motos", "Pneus" */
  noun: string;
  h1: string;
  title: string;
  description: string;
  intro: string;
  empty: string;
}

export function listCopy(locale: Locale, urlType: ListingUrlType): ListCopy {
  const t = translator(locale, 'lists');
  const key = (part: keyof ListCopy) => t(`types.${urlType}.${part}`);
  return { noun: key('noun'), h1: key('h1'), title: key('title'), description: key('description'), intro: key('intro'), empty: key('empty') };
}

/** The title of a list with its brand and city (motos) or its city, and its page. */
export function filteredTitle(locale: Locale, urlType: ListingUrlType, filters: Pick<ListingFilters, 'marque' | 'ville' | 'page'>): string {
  const t = translator(locale, 'lists');
  let title = listCopy(locale, urlType).title;
  if (urlType === 'moto' && (filters.marque || filters.ville)) {
    const what = filters.marque ? t('titleMotosOfBrand', { marque: filters.marque }) : t('titleMotos');
    title = filters.ville ? t('titleForSaleIn', { what, ville: cityNameIn(locale, filters.ville) }) : t('titleForSaleInMorocco', { what });
  } else if (filters.ville) {
    title = t('titleNounIn', { noun: listCopy(locale, urlType).noun, ville: cityNameIn(locale, filters.ville) });
  }
  return filters.page > 1 ? t('titlePage', { title, page: String(filters.page) }) : title;
}

/**
 * A list page's metadata: canonical address (its filters in our order, without the sort) with its
 * twin in the other language; searches our links do not make are kept out of search engines.
 */
export function listMetadata(request: ListPageRequest): Metadata {
  const { urlType, filters, locale } = request;
  const path = `${canonicalListPath(urlType)}${filtersToQuery({ ...filters, tri: undefined })}`;
  const alternates = pageAlternates(locale, path);
  const title = filteredTitle(locale, urlType, request.namesChecked ? filters : { page: filters.page });
  const { description } = listCopy(locale, urlType);
  return {
    title,
    description,
    alternates,
    openGraph: { title, description, url: localePath(locale, path), type: 'website' },
    ...(request.namesChecked && isLinkedSearch(filters) ? {} : { robots: { index: false, follow: true } }),
  };
}

/**
 * How a filter is named in a language: "Prix ≥ 50 000 Dh", "الثمن ≥ 50 000 درهم"; a city and a
 * category in the language, other names (brand…) as they are. `bike` names the motorcycle of the
 * compatible filter ("Yamaha MT-07 2018": lib/garage's bikeName), when the page knows it.
 */
export function filterLabeller(locale: Locale, bike?: string): (key: LabelledFilter, value: string | number) => string {
  const t = translator(locale, 'filterLabels');
  const keys: Partial<Record<LabelledFilter, 'model' | 'priceMin' | 'priceMax' | 'mileageMax' | 'engineMin' | 'engineMax' | 'tyreSize'>> = {
    modele: 'model',
    prixmin: 'priceMin',
    prixmax: 'priceMax',
    kilometragemax: 'mileageMax',
    cylindreeMin: 'engineMin',
    cylindreeMax: 'engineMax',
    taille: 'tyreSize',
  };
  return (key, value) => {
    const message = keys[key];
    if (key === 'ville') return cityNameIn(locale, String(value));
    // A moto's category (Roadster) or an equipment's (Casques).
    if (key === 'categorie') return categoryNameIn(locale, String(value));
    if (key === 'compatible') return t('fits', { value: bike ?? t('fitsModel', { value: String(value) }) });
    if (!message) return String(value);
    if (key === 'taille') return t(message, { value: leftToRightIn(locale, tyreKeyText(String(value))) });
    return t(message, { value: typeof value === 'number' ? formatNumber(value) : value });
  };
}
