import type { Locale } from '@/lib/i18n/locales';
import { LISTING_URL_TYPES } from '@/lib/listing-types';
import { translator } from '@/server/i18n';
import type { HomeSearchTexts } from './HomeSearchForm';

/** The home search form's texts in a language. */
export function homeSearchTexts(locale: Locale): HomeSearchTexts {
  const t = translator(locale, 'homeForm');
  const types = translator(locale, 'listingTypes');
  return {
    label: t('label'),
    type: t('type'),
    types: Object.fromEntries(LISTING_URL_TYPES.map((type) => [type, types(type)])) as HomeSearchTexts['types'],
    brandBox: { label: t('brand'), placeholder: t('brandPlaceholder'), listLabel: t('brandsList'), noMatch: t('noBrandMatch') },
    model: t('model'),
    modelPlaceholder: t('modelPlaceholder'),
    category: t('category'),
    allCategories: t('allCategories'),
    loading: t('loading'),
    city: t('city'),
    allMorocco: t('allMorocco'),
    priceMin: t('priceMin'),
    priceMax: t('priceMax'),
    max: t('max'),
    engineMin: t('engineMin'),
    engineMax: t('engineMax'),
    categoriesFailed: t('categoriesFailed'),
    brandsFailed: t('brandsFailed'),
    submit: t('submit'),
  };
}
