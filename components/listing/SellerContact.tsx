import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatPriceIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import type { SellerPhone } from '@/lib/schemas/listings';
import { NoPhoneNotice, PhoneNotShown, SellerContactLinks } from './ContactBox';
import { contactQuote, loadListingDetail, revealPhone, sellerName, type ListingDetailData } from './detail-data';
import { Texts } from '../texts/Texts';
import { cityNameIn } from '@/server/reference-names';
import { isolated } from '@/lib/text';

/** The advice shown beside every way of reaching a seller. */
export function SafetyAdvice({ locale }: { locale: Locale }) {
  return <p className="text-xs text-muted">{translator(locale, 'listing')('safety')}</p>;
}

/**
 * The seller's number on a page of its own: where the contact button leads when it is tapped
 * before the listing's scripts have run, or without JavaScript.
 */
export function SellerContact({
  data,
  phone,
  locale = 'fr',
}: {
  data: ListingDetailData;
  /** from the counted contact call; null when it failed */ phone: SellerPhone | null;
  locale?: Locale;
}) {
  const { detail, summary, kind } = data;
  const t = translator(locale, 'listing');
  return (
    <div className="container-page max-w-xl py-8">
      <section aria-labelledby="contact-vendeur" className="card space-y-4 p-5">
        <div className="space-y-1">
          <h1 id="contact-vendeur" className="text-2xl font-extrabold">
            {t('contactSeller')}
          </h1>
          <p className="text-muted">
            <bdi>{detail.titre}</bdi> · <span className="font-semibold text-brand">{formatPriceIn(locale, detail.prix)}</span> ·{' '}
            {cityNameIn(locale, detail.ville)}
          </p>
        </div>
        <p className="font-semibold" dir="auto">
          {sellerName(detail)}
        </p>
        <Texts locale={locale} namespaces={['contactBox']}>
          {!phone ? (
            <PhoneNotShown />
          ) : phone.telephone ? (
            <SellerContactLinks kind={kind} id={summary.id} phone={phone.telephone} quote={contactQuote(detail, locale)} />
          ) : (
            <NoPhoneNotice />
          )}
        </Texts>
        <SafetyAdvice locale={locale} />
        <p>
          <Link href={localePath(locale, summary.href)} className="link">
            {t('back')}
          </Link>
        </p>
      </section>
    </div>
  );
}

/** The contact page's metadata in a language: kept out of search engines. */
export async function contactRouteMetadata(type: string, id: string, locale: Locale): Promise<Metadata> {
  const t = translator(locale, 'listing');
  const data = await loadListingDetail(type, id).catch(() => null);
  return { title: data ? t('contactTitle', { titre: isolated(data.detail.titre) }) : t('notFoundTitle'), robots: { index: false, follow: false } };
}

/** The contact page of a listing in a language (app/[locale]/annonce/…/contact). */
export async function ContactRoute({ type, id, locale }: { type: string; id: string; locale: Locale }) {
  const data = await loadListingDetail(type, id);
  if (!data) notFound();
  // A seller without a number is not counted as contacted.
  const phone = data.detail.vendeur.telephone_masque ? await revealPhone(data) : { telephone: null };
  return <SellerContact data={data} phone={phone} locale={locale} />;
}
