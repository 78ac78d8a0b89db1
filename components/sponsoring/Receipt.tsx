/** A paid sponsoring's receipt in a language (app/[locale]/compte/ads/recu). */
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { publicConfig } from '@/lib/config';
import { formatAmountIn, formatDateIn, formatDateTimeIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ADS_URL, receiptUrl } from '@/lib/navigation';
import { SITE } from '@/lib/site';
import type { PaymentRecord, SponsoringDetail } from '@/lib/schemas/sponsoring';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import { packNameIn } from '@/server/pack-name';
import { PrintButton } from './PrintButton';
import { bdi } from '../ui/bdi';

export function receiptMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'checkout')('receiptTitle') };
}

export async function ReceiptRoute({ params, locale }: { params: Promise<{ id: string }>; locale: Locale }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const returnPath = localePath(locale, receiptUrl(id));
  const session = await requireSession(returnPath);
  const sponsoring = await v1AsSession(session, returnPath).compte.sponsoring(Number(id));
  const paid = sponsoring?.paiements.find((payment) => payment.etat === 'payee');
  if (!sponsoring || !paid) notFound();
  return (
    <div className="space-y-4">
      <Link href={localePath(locale, ADS_URL)} className="text-sm font-semibold text-brand hover:underline print:hidden">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {translator(locale, 'checkout')('myAds')}
      </Link>
      <Receipt sponsoring={sponsoring} payment={paid} locale={locale} />
    </div>
  );
}

/** The receipt of a paid sponsoring: one A4 page when printed (no header, footer or menus). */
export function Receipt({ sponsoring, payment, locale }: { sponsoring: SponsoringDetail; payment: PaymentRecord; locale: Locale }) {
  const t = translator(locale, 'checkout');
  const summary = translator(locale, 'checkoutForm');
  const buyer = sponsoring.acheteur;
  const amount = formatAmountIn(locale, payment.montant);
  const days = t('days', { days: sponsoring.nbr_jour });
  const rows: [string, ReactNode][] = [
    [summary('listing'), t.rich('listingLine', { kind: t(`kinds.${sponsoring.type}`), id: sponsoring.idannonce1, titre: sponsoring.titre, bdi })],
    [summary('pack'), packNameIn(locale, { nom: sponsoring.pack, nom_ar: sponsoring.pack_ar }, sponsoring.nbr_jour) ?? '—'],
    [t('duration'), t('durationLine', { days, start: formatDateIn(locale, sponsoring.date_debut), end: formatDateIn(locale, sponsoring.date_fin) })],
  ];
  return (
    <article className="card mx-auto max-w-3xl space-y-6 p-6 print:max-w-none print:border-0 print:p-0 print:shadow-none sm:p-8" aria-labelledby="recu-titre">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="text-xl font-extrabold text-brand">{SITE.name}</p>
          <p className="text-sm text-muted" dir="ltr">
            {publicConfig.siteUrl.replace(/^https?:\/\//, '')}
          </p>
          <p className="text-sm text-muted" dir="ltr">
            {SITE.email}
          </p>
        </div>
        <div className="text-end">
          <h1 id="recu-titre" className="text-2xl font-extrabold">
            {t('receiptTitle')}
          </h1>
          <p className="text-sm text-muted">{t.rich('number', { oid: payment.oid, mono: (text) => <span className="font-mono">{text}</span> })}</p>
          <p className="text-sm text-muted">{t('paidOn', { date: formatDateTimeIn(locale, payment.date_maj) })}</p>
        </div>
      </header>

      <section aria-label={t('client')}>
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('client')}</h2>
        <p className="font-semibold" dir="auto">
          {buyer.nom}
        </p>
        <p className="text-sm" dir="ltr">
          {buyer.email}
        </p>
        {buyer.telephone ? (
          <p className="text-sm" dir="ltr">
            {buyer.telephone}
          </p>
        ) : null}
      </section>

      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('details')}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 text-start font-semibold">
              {t('item')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line align-top">
            <td className="py-3">
              <p className="font-semibold">{t('sponsoring')}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-muted">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt>{label}</dt>
                    <dd className="text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            </td>
            <td className="py-3 text-end font-semibold whitespace-nowrap">{amount}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 text-start text-base">
              {t('totalPaid')}
            </th>
            <td className="py-3 text-end text-base font-extrabold whitespace-nowrap">{amount}</td>
          </tr>
        </tfoot>
      </table>

      <section aria-label={t('payment')} className="text-sm text-muted">
        <p>{t('paidBy')}</p>
        <p>
          {t('order')} <span className="font-mono">{payment.oid}</span>
          {payment.trans_id ? (
            <>
              {' '}
              · {t('transaction')} <span className="font-mono">{payment.trans_id}</span>
            </>
          ) : null}
        </p>
      </section>

      <div className="print:hidden">
        <PrintButton label={t('print')} />
      </div>
    </article>
  );
}
