/**
 * What a seller is told about their listing (a moderator's decision, its coming expiry), by push
 * and by mail, in the account's language (utilisateur.langue; messages: notices).
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { formatDateIn } from '@/lib/i18n/format';
import { quote, type PushContent } from '@/lib/push/messages';
import { translator } from '../i18n';

/** The account's language, as stored (anything else reads as French). */
export const accountLocale = (langue: string | null | undefined): Locale => (langue === 'ar' ? 'ar' : 'fr');

export function sellerNotices(locale: Locale) {
  const t = translator(locale, 'notices');
  // A push is short: the title cut, in the language's quotation marks.
  const short = (titre: string) => (locale === 'ar' ? quote(titre).replace(/^« /, '«').replace(/ »$/, '»') : quote(titre));
  const date = (value: Date | string) => formatDateIn(locale, value);
  return {
    publishedPush: (listing: { titre: string; path: string }): PushContent => ({
      kind: 'annonce_publiee',
      titre: t('publishedPushTitle'),
      corps: t('publishedPushBody', { titre: short(listing.titre) }),
      lien: listing.path,
    }),
    refusedPush: (listing: { titre: string; motif: string | null }): PushContent => ({
      kind: 'annonce_refusee',
      titre: t('refusedPushTitle'),
      corps: t('refusedPushBody', { titre: short(listing.titre), motif: listing.motif ?? t('refusedNoReason') }),
      lien: '/compte/annonce',
    }),
    /** Seven days before a listing expires: the signed link renews it in one tap. */
    expiringPush: (listing: { titre: string; dateExpiration: Date | string; renewPath: string }): PushContent => ({
      kind: 'annonce_expiration',
      titre: t('expiringPushTitle'),
      corps: t('expiringPushBody', { titre: short(listing.titre), date: date(listing.dateExpiration) }),
      lien: listing.renewPath,
    }),
    hello: (name: string) => t('hello', { name }),
    signature: t('signature'),
    questions: (url: string) => t('questions', { url }),
    deleted: (titre: string) => ({ subject: t('deletedSubject'), body: t('deletedBody', { titre }) }),
    published: (titre: string) => ({ subject: t('publishedSubject'), body: t('publishedBody', { titre }), goodSale: t('goodSale') }),
    sold: (titre: string, url: string) => ({ subject: t('soldSubject'), body: t('soldBody', { titre }), restore: t('soldRestore', { url }) }),
    refused: (titre: string, motif: string | null, url: string) => ({
      subject: t('refusedSubject'),
      body: t('refusedBody', { titre }),
      reason: t('reason', { motif: motif ?? '—' }),
      fix: t('refusedFix', { url }),
    }),
    expiring: (titre: string, expire: Date | string, urls: { renew: string; mine: string; listing: string }) => ({
      subject: t('expiringSubject'),
      body: t('expiringBody', { titre, date: date(expire) }),
      renew: t('expiringRenew', { url: urls.renew }),
      sold: t('expiringSold', { url: urls.mine }),
      listing: t('yourListing', { url: urls.listing }),
    }),
  };
}
