/** The posting form's texts in a language (messages: sell, errors), for its client parts. */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { SALE_KINDS, type SaleKind } from '@/lib/listing-form';
import { MOTO_CATEGORIES } from '@/lib/listing-types';
import { errorTranslations, translator } from '@/server/i18n';

export function sellTexts(locale: Locale) {
  const t = translator(locale, 'sell');
  // The places only the browser can fill are left as they are (lib/i18n/fill).
  const keep = (name: string) => `{${name}}`;
  const kinds = Object.fromEntries(SALE_KINDS.map(({ kind }) => [kind, { label: t(`kinds.${kind}.label`), hint: t(`kinds.${kind}.hint`) }])) as Record<
    SaleKind,
    { label: string; hint: string }
  >;
  const motoCategories = Object.fromEntries(MOTO_CATEGORIES.map((name) => [name, t(`motoCategories.${name}`)])) as Record<
    (typeof MOTO_CATEGORIES)[number],
    string
  >;
  return {
    locale,
    kinds,
    motoCategories,
    draftFound: t('draftFound', { date: keep('date') }),
    draftResume: t('draftResume'),
    draftIgnore: t('draftIgnore'),
    editPublished: t('editPublished'),
    editRefused: t('editRefused'),
    whatLegend: t('whatLegend'),
    sectionMoto: t('sectionMoto'),
    sectionItem: t('sectionItem'),
    condition: t('condition'),
    used: t('used'),
    new: t('new'),
    sectionPhotos: t('sectionPhotos'),
    sectionListing: t('sectionListing'),
    title: t('title'),
    titleHint: t('titleHint'),
    description: t('description'),
    descriptionPlaceholder: t('descriptionPlaceholder'),
    price: t('price'),
    pricePlaceholder: t('pricePlaceholder'),
    priceHint: t('priceHint'),
    city: translator(locale, 'auth')('city'),
    chooseCity: translator(locale, 'auth')('chooseCity'),
    contactNote: t('contactNote'),
    sending: t('sending'),
    saveEdit: t('saveEdit'),
    publish: t('publish'),
    photosSending: t('photosSending', { n: keep('n') }),
    cancel: t('cancel'),
    brandBox: { label: t('brand'), placeholder: t('brandFilter'), listLabel: t('brands'), noMatch: translator(locale, 'homeForm')('noBrandMatch') },
    model: t('model'),
    year: t('year'),
    mileage: t('mileage'),
    engine: t('engine'),
    category: t('category'),
    chooseCategory: t('chooseCategory'),
    brandOptional: t('brandOptional'),
    noBrand: t('noBrand'),
    photosLegend: t('photosLegend', { count: keep('count'), max: keep('max') }),
    photosHint: t('photosHint', { max: keep('max') }),
    photosList: t('photosList'),
    main: t('main'),
    retry: t('retry'),
    moveBefore: t('moveBefore', { n: keep('n') }),
    moveAfter: t('moveAfter', { n: keep('n') }),
    remove: t('remove', { n: keep('n') }),
    choosePhotos: t('choosePhotos'),
    camera: t('camera'),
    tooManyPhotos: t('tooManyPhotos', { max: keep('max'), n: keep('n') }),
    photoError: t('photoError', { n: keep('n'), error: keep('error') }),
    photoSent: t('photoSent', { n: keep('n') }),
    preparing: t('preparing'),
    uploading: t('uploading', { percent: keep('percent') }),
    uploadingLabel: t('uploadingLabel', { n: keep('n') }),
    guideTitle: t('guideTitle'),
    guideBefore: t('guideBefore', { count: keep('count') }),
    guideAfter: t('guideAfter', { low: keep('low'), high: keep('high') }),
    guideNone: t('guideNone'),
    sentEdited: t('sentEdited'),
    sentNew: t('sentNew'),
    pendingReview: t('pendingReview'),
    liveNow: t('liveNow'),
    stillOnline: t('stillOnline'),
    saved: t('saved'),
    seeMine: t('seeMine'),
    another: t('another'),
    /** the codes of the form's own checks and failed calls → this language (none in French) */
    errors: errorTranslations(locale, ['listing', 'listingForm', 'picture', 'connection']),
  };
}

export type SellTexts = ReturnType<typeof sellTexts>;
