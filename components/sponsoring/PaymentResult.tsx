/** A card payment's page in a language (app/[locale]/compte/ads/paiement): where CMI sends the payer back. */
import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatDateIn, formatPriceIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { ADS_URL, paymentUrl } from '@/lib/navigation';
import { listingDetailUrl } from '@/lib/routes';
import type { PaymentStatus } from '@/lib/schemas/sponsoring';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import { packNameIn } from '@/server/pack-name';
import { AutoRefresh } from './AutoRefresh';
import { PayButton } from './PayButton';
import { Texts } from '../texts/Texts';

type Translate = ReturnType<typeof translator<'checkout'>>;

export function paymentMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'checkout')('paymentTitle') };
}

export async function PaymentRoute({ params, locale }: { params: Promise<{ oid: string }>; locale: Locale }) {
  const { oid } = await params;
  if (!/^[A-Z0-9]{6,40}$/.test(oid)) notFound();
  const returnPath = localePath(locale, paymentUrl(oid));
  const session = await requireSession(returnPath);
  const payment = await v1AsSession(session, returnPath).compte.paiement(oid);
  if (!payment) notFound();
  return (
    <div className="mx-auto max-w-2xl">
      <PaymentResult payment={payment} locale={locale} />
    </div>
  );
}

/** Why CMI did not take the payment, in words the payer can act on. */
function refusalReason(code: string | null, t: Translate): string {
  if (code === '05' || code === '51') return t('refusedBank');
  if (code === '99') return t('refused3ds');
  return t('refusedOther');
}

/** The return page of a card payment: what our database says, never what the browser was sent with. */
export function PaymentResult({ payment, locale }: { payment: PaymentStatus; locale: Locale }) {
  const t = translator(locale, 'checkout');
  const summary = translator(locale, 'checkoutForm');
  const sponsoring = payment.sponsoring;
  const listingUrl = sponsoring ? localeHref(locale, listingDetailUrl(sponsoring.urlType, sponsoring.titre, sponsoring.idannonce)) : null;
  const adsUrl = localePath(locale, ADS_URL);
  const date = (value: string) => formatDateIn(locale, value);
  const pack = sponsoring ? packNameIn(locale, { nom: sponsoring.pack, nom_ar: sponsoring.pack_ar }, sponsoring.nbr_jour) : null;
  const receipt = (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">{t('order')}</dt>
      <dd className="font-mono">{payment.oid}</dd>
      <dt className="text-muted">{t('amount')}</dt>
      <dd className="font-semibold">{formatPriceIn(locale, payment.montant)}</dd>
      {sponsoring && pack ? (
        <>
          <dt className="text-muted">{summary('pack')}</dt>
          <dd>{pack}</dd>
          <dt className="text-muted">{t('duration')}</dt>
          <dd>{t('days', { days: sponsoring.nbr_jour })}</dd>
        </>
      ) : null}
      {sponsoring ? (
        <>
          <dt className="text-muted">{summary('listing')}</dt>
          <dd dir="auto">{sponsoring.titre}</dd>
        </>
      ) : null}
    </dl>
  );

  if (payment.etat === 'payee') {
    return (
      <section className="card space-y-4 p-6" aria-live="polite">
        <h1 className="text-2xl font-extrabold text-accent">{t('acceptedTitle')}</h1>
        {sponsoring ? <p>{t('acceptedText', { start: date(sponsoring.date_debut), end: date(sponsoring.date_fin) })}</p> : null}
        {receipt}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href={adsUrl} className="btn-primary">
            {t('mySponsorings')}
          </Link>
          {listingUrl ? (
            <Link href={listingUrl} className="btn-secondary">
              {t('seeListing')}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }
  if (payment.etat === 'initiee') {
    return (
      <section className="card space-y-4 p-6" aria-live="polite" aria-busy="true">
        <h1 className="text-2xl font-extrabold">{t('pendingTitle')}</h1>
        <p className="text-muted">{t('pendingText')}</p>
        {receipt}
        <AutoRefresh />
      </section>
    );
  }
  if (payment.etat !== 'echouee') {
    // annulee, doublon, remboursee: this attempt will never be captured.
    return (
      <section className="card space-y-4 p-6" aria-live="polite">
        <h1 className="text-2xl font-extrabold">{t('notCapturedTitle')}</h1>
        <p>{payment.etat === 'annulee' ? t('cancelled') : t('duplicate')}</p>
        {receipt}
        <Link href={adsUrl} className="btn-primary">
          {t('mySponsorings')}
        </Link>
      </section>
    );
  }
  return (
    <section className="card space-y-4 p-6" aria-live="polite">
      <h1 className="text-2xl font-extrabold text-brand-dark">{t('refusedTitle')}</h1>
      <p>
        {refusalReason(payment.proc_return_code, t)} {t('nothingDebited')}
      </p>
      {receipt}
      {sponsoring && sponsoring.etat_sponsoring === 'en_attente' ? (
        <Texts locale={locale} namespaces={['payButton']}>
          <PayButton idsponsoring={sponsoring.idsponsoring} retry />
        </Texts>
      ) : null}
      <Link href={adsUrl} className="link text-sm">
        {t('backToSponsorings')}
      </Link>
    </section>
  );
}
