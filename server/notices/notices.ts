/**
 * What a person is told, by push and by mail, in their account's language (utilisateur.langue;
 * messages: notices): a seller about their listing (a moderator's decision, its coming expiry) and
 * their sponsoring (paid, started, ending), a buyer about a listing an alert found or a favourite's
 * lower price.
 */
import 'server-only';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ADS_URL, MY_LISTINGS_URL, receiptUrl } from '@/lib/navigation';
import { formatAmountIn, formatDateIn, formatDateTimeIn, formatNumber, formatPriceIn } from '@/lib/i18n/format';
import { shortTitle, type PushContent } from '@/lib/push/messages';
import { isolated } from '@/lib/text';
import { translator } from '../i18n';

const made = new Map<Locale, ReturnType<typeof makeNotices>>();
const makeNotices = (locale: Locale) => ({ ...listingNotices(locale), ...buyerNotices(locale), ...sponsoringNotices(locale) });

/** Everything a person may be told, in their language (made once per language: a digest run writes thousands). */
export function noticesIn(locale: Locale) {
  if (!made.has(locale)) made.set(locale, makeNotices(locale));
  return made.get(locale)!;
}

/** A listing an instant alert was waiting for (the link counts the click), a favourite's lower price. */
function buyerNotices(locale: Locale) {
  const t = translator(locale, 'notices');
  const price = (value: number | null) => formatPriceIn(locale, value);
  return {
    alertMatchPush: (match: { nom: string; titre: string; prix: number | null; path: string }): PushContent => ({
      kind: 'alerte_annonce',
      titre: t('alertPushTitle', { nom: isolated(match.nom) }),
      corps: t('alertPushBody', { titre: shortTitle(match.titre), prix: price(match.prix) }),
      lien: match.path,
    }),
    /** The morning digest of a daily alert: what it found, what went down, and the ways out. */
    digest: {
      found: (total: number, nom: string) => t('digestFound', { n: total, count: String(total), nom: isolated(nom) }),
      more: (count: number) => t('digestMore', { count: String(count) }),
      line: (row: { titre: string; prix: number | null; ville: string }) =>
        t('digestLine', { titre: isolated(row.titre), prix: price(row.prix), ville: row.ville }),
      drops: t('digestDrops'),
      dropLine: (row: { titre: string; avant: number | null; apres: number | null }) =>
        t('digestDropLine', { titre: isolated(row.titre), avant: price(row.avant), apres: price(row.apres) }),
      manage: (url: string) => t('digestManage', { url }),
      stop: (url: string) => t('digestStop', { url }),
      subject: (total: number, nom: string) =>
        total > 0 ? t('digestSubjectNew', { n: total, count: String(total), nom: isolated(nom) }) : t('digestSubjectDrops'),
    },
    priceDropPush: (drop: { titre: string; avant: number; apres: number; path: string }): PushContent => ({
      kind: 'favori_baisse',
      titre: t('dropPushTitle'),
      corps: t('dropPushBody', { titre: shortTitle(drop.titre), avant: price(drop.avant), apres: price(drop.apres) }),
      lien: drop.path,
    }),
    /** A favourite taken off the site after fraud reports: no deposit to its seller meanwhile. */
    heldFavouritePush: (held: { titre: string; path: string }): PushContent => ({
      kind: 'favori_retenue',
      titre: t('heldPushTitle'),
      corps: t('heldPushBody', { titre: shortTitle(held.titre) }),
      lien: held.path,
    }),
  };
}

function listingNotices(locale: Locale) {
  const t = translator(locale, 'notices');
  // A push is short: the title cut (the catalogue puts it in the language's quotation marks).
  const date = (value: Date | string) => formatDateIn(locale, value);
  return {
    publishedPush: (listing: { titre: string; path: string }): PushContent => ({
      kind: 'annonce_publiee',
      titre: t('publishedPushTitle'),
      corps: t('publishedPushBody', { titre: shortTitle(listing.titre) }),
      lien: listing.path,
    }),
    refusedPush: (listing: { titre: string; motif: string | null }): PushContent => ({
      kind: 'annonce_refusee',
      titre: t('refusedPushTitle'),
      corps: t('refusedPushBody', { titre: shortTitle(listing.titre), motif: listing.motif ?? t('refusedNoReason') }),
      lien: localePath(locale, MY_LISTINGS_URL),
    }),
    /** Seven days before a listing expires: the signed link renews it in one tap. */
    expiringPush: (listing: { titre: string; dateExpiration: Date | string; renewPath: string }): PushContent => ({
      kind: 'annonce_expiration',
      titre: t('expiringPushTitle'),
      corps: t('expiringPushBody', { titre: shortTitle(listing.titre), date: date(listing.dateExpiration) }),
      lien: listing.renewPath,
    }),
    hello: (name: string) => t('hello', { name: isolated(name) }),
    signature: t('signature'),
    questions: (url: string) => t('questions', { url }),
    yourListing: (url: string) => t('yourListing', { url }),
    deleted: (titre: string) => ({ subject: t('deletedSubject'), body: t('deletedBody', { titre: isolated(titre) }) }),
    published: (titre: string) => ({ subject: t('publishedSubject'), body: t('publishedBody', { titre: isolated(titre) }), goodSale: t('goodSale') }),
    sold: (titre: string, url: string) => ({ subject: t('soldSubject'), body: t('soldBody', { titre: isolated(titre) }), restore: t('soldRestore', { url }) }),
    refused: (titre: string, motif: string | null, url: string) => ({
      subject: t('refusedSubject'),
      body: t('refusedBody', { titre: isolated(titre) }),
      reason: t('reason', { motif: motif ?? '—' }),
      fix: t('refusedFix', { url }),
    }),
    expiring: (titre: string, expire: Date | string, urls: { renew: string; mine: string; listing: string }) => ({
      subject: t('expiringSubject'),
      body: t('expiringBody', { titre: isolated(titre), date: date(expire) }),
      renew: t('expiringRenew', { url: urls.renew }),
      sold: t('expiringSold', { url: urls.mine }),
      listing: t('yourListing', { url: urls.listing }),
    }),
  };
}

/** A sponsoring's payment (push and the receipt by mail), its start, and the day before it ends. */
function sponsoringNotices(locale: Locale) {
  const t = translator(locale, 'notices');
  const date = (value: Date | string) => formatDateIn(locale, value);
  const amount = (dh: number) => formatAmountIn(locale, dh);
  return {
    sponsoringActivePush: (sponsoring: { titre: string; dateFin: Date | string }): PushContent => ({
      kind: 'sponsoring_actif',
      titre: t('sponsoringActivePushTitle'),
      corps: t('sponsoringActivePushBody', { titre: shortTitle(sponsoring.titre), date: date(sponsoring.dateFin) }),
      lien: localePath(locale, ADS_URL),
    }),
    sponsoringEndingPush: (sponsoring: { titre: string; dateFin: Date | string }): PushContent => ({
      kind: 'sponsoring_fin',
      titre: t('sponsoringEndingTitle'),
      corps: t('sponsoringEndingPushBody', { titre: shortTitle(sponsoring.titre), date: date(sponsoring.dateFin) }),
      lien: localePath(locale, ADS_URL),
    }),
    paymentReceivedPush: (payment: { titre: string; montant: number; idsponsoring: number }): PushContent => ({
      kind: 'paiement_recu',
      titre: t('paymentPushTitle'),
      corps: t('paymentPushBody', { montant: amount(payment.montant), titre: shortTitle(payment.titre) }),
      lien: localePath(locale, receiptUrl(payment.idsponsoring)),
    }),
    sponsoringEnding: (titre: string, fin: Date | string, reach: number, renewUrl: string) => ({
      subject: t('sponsoringEndingTitle'),
      body: t('sponsoringEndingBody', { titre: isolated(titre), date: formatDateTimeIn(locale, fin) }),
      reach: t('sponsoringEndingReach', { reach, n: formatNumber(reach) }),
      renew: t('sponsoringEndingRenew', { url: renewUrl }),
    }),
    /** The receipt: what was paid, for which listing and days, to whom, and where to print it. */
    payment: {
      subject: t('paymentSubject'),
      accepted: (montant: number) => t('paymentAccepted', { montant: formatPriceIn(locale, montant) }),
      // `pack`: the pack's own name in this language (packOwnNameIn); without one, its days.
      sponsored: (s: { titre: string; debut: Date | string; fin: Date | string; pack: string | null }) =>
        s.pack
          ? t('paymentSponsoredPack', { titre: isolated(s.titre), debut: date(s.debut), fin: date(s.fin), pack: s.pack })
          : t('paymentSponsored', { titre: isolated(s.titre), debut: date(s.debut), fin: date(s.fin) }),
      receipt: t('receipt'),
      merchant: (name: string, host: string, email: string) => t('receiptMerchant', { name, host, email }),
      client: (name: string) => t('receiptClient', { name: isolated(name) }),
      listing: (titre: string) => t('receiptListing', { titre: isolated(titre) }),
      pack: (pack: string | null, days: number) =>
        pack ? t('receiptPack', { pack, days, n: formatNumber(days) }) : t('receiptDays', { days, n: formatNumber(days) }),
      amount: (montant: number, paidOn: Date | string) => t('receiptAmount', { montant: amount(montant), date: date(paidOn) }),
      order: (oid: string) => t('receiptOrder', { oid }),
      link: (url: string) => t('receiptLink', { url }),
      thanks: t('thanks'),
    },
  };
}
