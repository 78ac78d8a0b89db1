import Link from 'next/link';
import type { Metadata } from 'next';
import { formatDateIn, formatNumber, formatPriceIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import type { SponsoringState } from '@/lib/listing-types';
import { ADS_URL, MY_LISTINGS_URL, receiptUrl } from '@/lib/navigation';
import { pageFromQuery } from '@/lib/paging';
import { requestTime } from '@/lib/clock';
import { listingDetailUrl, photoUrl } from '@/lib/routes';
import type { MySponsoring, MySponsoringPage } from '@/lib/schemas/sponsoring';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import { packNameIn } from '@/server/pack-name';
import { EmptyState } from '../ui/EmptyState';
import { Pagination } from '../ui/Pagination';
import { PayButton } from './PayButton';
import { StopSponsoring } from './StopSponsoring';
import { Texts } from '../texts/Texts';
import { PlainImg } from '../ui/PlainImg';

const BADGE: Record<SponsoringState, string> = {
  en_attente: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-accent',
  expiree: 'bg-canvas text-muted ring-1 ring-line',
  desactivee: 'bg-canvas text-muted ring-1 ring-line',
  refusee: 'bg-brand-light text-brand-dark',
};
const DAY_MS = 86_400_000;

type Translate = ReturnType<typeof translator<'adsPage'>>;

export function adsMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'adsPage')('title') };
}

/** Mes Ads in a language (app/[locale]/compte/(chargement)/ads). */
export async function AdsRoute({ searchParams, locale }: { searchParams: Promise<{ page?: string | string[] }>; locale: Locale }) {
  const t = translator(locale, 'adsPage');
  const page = pageFromQuery((await searchParams).page);
  const here = localePath(locale, ADS_URL);
  const returnPath = page > 1 ? `${here}?page=${page}` : here;
  const session = await requireSession(returnPath);
  if (session.role === 'admin') return <EmptyState title={t('adminTitle')}>{t('adminText')}</EmptyState>;
  const sponsorings = await v1AsSession(session, returnPath).compte.sponsorings({ page, itemsPerPage: 10 });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">
        {t('title')} {sponsorings.total > 0 ? <span className="text-base font-semibold text-muted">({sponsorings.total})</span> : null}
      </h1>
      <MySponsorings page={sponsorings} now={requestTime()} locale={locale} />
    </div>
  );
}

/** Mes Ads: my sponsorings, their state and dates, their reach, and what I can do with each. */
export function MySponsorings({ page, now, locale }: { page: MySponsoringPage; now: number; locale: Locale }) {
  const t = translator(locale, 'adsPage');
  if (page.total === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-lg font-semibold">{t('emptyTitle')}</p>
        <p className="max-w-md text-sm text-muted">{t('emptyText')}</p>
        <Link href={localePath(locale, MY_LISTINGS_URL)} className="btn-primary">
          {t('myListings')}
        </Link>
      </div>
    );
  }
  const here = localePath(locale, ADS_URL);
  return (
    <Texts locale={locale} namespaces={['stopSponsoring', 'payButton']}>
      <ul className="space-y-3">
        {page.sponsorings.map((item) => (
          <Row key={item.idsponsoring} item={item} now={now} locale={locale} t={t} />
        ))}
      </ul>
      <Pagination page={page.page} totalPages={page.totalPages} hrefFor={(p) => (p === 1 ? here : `${here}?page=${p}`)} locale={locale} />
    </Texts>
  );
}

function Row({ item, now, locale, t }: { item: MySponsoring; now: number; locale: Locale; t: Translate }) {
  const photo = photoUrl(item.photo1);
  const daysLeft = item.etat_sponsoring === 'active' ? Math.max(0, Math.ceil((Date.parse(item.date_fin) - now) / DAY_MS)) : null;
  const pack = packNameIn(locale, { nom: item.pack, nom_ar: item.pack_ar }, item.nbr_jour) ?? t('pack');
  return (
    <li className="card grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 p-3 sm:grid-cols-[9rem_1fr] sm:gap-x-4 sm:p-4" data-sponsoring={item.idsponsoring}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-canvas sm:row-span-2">
        {photo ? <PlainImg src={photo} alt="" loading="lazy" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 space-y-1">
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE[item.etat_sponsoring]}`}>
          {t(`states.${item.etat_sponsoring}`)}
        </span>
        <h2 className="line-clamp-2 text-base font-bold leading-snug" dir="auto">
          <Link href={localeHref(locale, listingDetailUrl(item.urlType, item.titre, item.idannonce1))} className="hover:underline">
            {item.titre}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {pack} · {item.prix !== null ? formatPriceIn(locale, item.prix) : ''}
        </p>
      </div>
      <div className="col-span-2 space-y-2 sm:col-span-1 sm:col-start-2">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {item.etat_sponsoring === 'en_attente' ? null : (
            <div className="flex gap-1">
              <dt>{t('from')}</dt>
              <dd className="font-semibold text-ink">
                {t('range', { start: formatDateIn(locale, item.date_debut), end: formatDateIn(locale, item.date_fin) })}
              </dd>
            </div>
          )}
          {daysLeft !== null ? (
            <div className="flex gap-1">
              <dt>{t('left')}</dt>
              <dd className="font-semibold text-ink">{t('days', { days: daysLeft, n: formatNumber(daysLeft) })}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>{t('reach')}</dt>
            <dd className="font-semibold text-ink">{formatNumber(item.reach)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-start gap-2">
          {item.etat_sponsoring === 'en_attente' ? <PayButton idsponsoring={item.idsponsoring} /> : null}
          {item.etat_sponsoring === 'active' || item.etat_sponsoring === 'en_attente' ? (
            <StopSponsoring idsponsoring={item.idsponsoring} titre={item.titre} running={item.etat_sponsoring === 'active'} />
          ) : null}
          {item.paiement?.etat === 'payee' ? (
            <Link href={localePath(locale, receiptUrl(item.idsponsoring))} className="btn-secondary py-1">
              {t('receipt')}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
