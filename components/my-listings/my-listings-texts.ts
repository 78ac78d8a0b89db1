/** Mes Annonces' texts for its client parts, in a language (messages: myListings). */
import 'server-only';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { POST_LISTING_URL, SPONSOR_URL } from '@/lib/navigation';
import { CONNECTION_ERRORS } from '@/lib/api/refusal';
import { errorInLanguage, translator } from '@/server/i18n';
import type { ListingActionTexts } from './ListingActions';

/** The owner's buttons' texts, {title} left for each listing's (lib/i18n/fill). */
export function listingActionTexts(locale: Locale): ListingActionTexts {
  const t = translator(locale, 'myListings');
  const title = { title: '{title}' };
  return {
    editHref: localePath(locale, POST_LISTING_URL),
    sponsorHref: localePath(locale, SPONSOR_URL),
    renew: t('renew'),
    renewLabel: t('renewLabel', title),
    edit: t('edit'),
    editLabel: t('editLabel', title),
    deactivate: t('deactivate'),
    deactivateLabel: t('deactivateLabel', title),
    reactivate: t('reactivate'),
    reactivateLabel: t('reactivateLabel', title),
    sponsor: t('sponsor'),
    sponsorLabel: t('sponsorLabel', title),
    markSold: t('markSold'),
    markSoldLabel: t('markSoldLabel', title),
    congratulations: t('congratulations'),
    soldQuestion: t('soldQuestion', title),
    soldHere: t('soldHere'),
    soldElsewhere: t('soldElsewhere'),
    soldNoAnswer: t('soldNoAnswer'),
    cancel: t('cancel'),
    network: errorInLanguage(locale, CONNECTION_ERRORS.network),
  };
}
