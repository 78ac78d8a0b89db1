import Link from 'next/link';
import { formatDateIn, formatNumber, formatPriceIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { urlTypeOfEquipment, type ListingState } from '@/lib/listing-types';
import { MY_LISTINGS_URL, POST_LISTING_URL } from '@/lib/navigation';
import { listingDetailUrl, photoUrl } from '@/lib/routes';
import type { OwnerListingCard, OwnerListingPage } from '@/lib/schemas/listing-write';
import { translator } from '@/server/i18n';
import { Pagination } from '../ui/Pagination';
import { ListingActions } from './ListingActions';
import { Texts } from '../texts/Texts';
import { EXPIRY_NOTICE_DAYS } from '@/lib/listing-states';
import { PlainImg } from '../ui/PlainImg';

const BADGE: Record<ListingState, string> = {
  en_attente: 'bg-amber-100 text-amber-900',
  publiee: 'bg-green-100 text-accent',
  refusee: 'bg-brand-light text-brand-dark',
  desactivee: 'bg-canvas text-muted ring-1 ring-line',
  vendue: 'bg-ink text-white',
  expiree: 'bg-amber-100 text-amber-900',
};

const DAY_MS = 86_400_000;

type Translate = ReturnType<typeof translator<'myListings'>>;

/** Days since publication, for a listing on the site now. */
function daysOnline(listing: OwnerListingCard, now: number): number | null {
  if (listing.etat !== 'publiee' || !listing.date_publication) return null;
  return Math.max(0, Math.floor((now - Date.parse(listing.date_publication)) / DAY_MS));
}

/** Mes Annonces: every listing of the owner, its state, its figures and what can be done with it. */
export function MyListings({ page, now, locale }: { page: OwnerListingPage; now: number; locale: Locale }) {
  const t = translator(locale, 'myListings');
  if (page.total === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-lg font-semibold">{t('emptyTitle')}</p>
        <p className="max-w-md text-sm text-muted">{t('emptyText')}</p>
        <Link href={localePath(locale, POST_LISTING_URL)} className="btn-primary">
          {t('post')}
        </Link>
      </div>
    );
  }
  const here = localePath(locale, MY_LISTINGS_URL);
  return (
    <Texts locale={locale} namespaces={['listingActions']} errors={['connection']}>
      <ul className="space-y-3">
        {page.annonces.map((listing) => (
          <MyListingRow key={`${listing.kind}-${listing.id}`} listing={listing} now={now} locale={locale} t={t} />
        ))}
      </ul>
      <Pagination page={page.page} totalPages={page.totalPages} hrefFor={(p) => (p === 1 ? here : `${here}?page=${p}`)} locale={locale} />
    </Texts>
  );
}

function MyListingRow({ listing, now, locale, t }: { listing: OwnerListingCard; now: number; locale: Locale; t: Translate }) {
  const urlType = listing.kind === 'moto' ? 'moto' : urlTypeOfEquipment(listing.type!);
  const photo = photoUrl(listing.photo1);
  const days = daysOnline(listing, now);
  const title =
    listing.etat === 'publiee' ? (
      <Link href={localeHref(locale, listingDetailUrl(urlType, listing.titre, listing.id))} className="hover:underline">
        {listing.titre}
      </Link>
    ) : (
      listing.titre
    );
  return (
    <li
      className="card grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 p-3 sm:grid-cols-[11rem_1fr] sm:gap-x-4 sm:p-4"
      data-listing={`${listing.kind}-${listing.id}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-canvas sm:row-span-2">
        {photo ? <PlainImg src={photo} alt="" loading="lazy" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE[listing.etat]}`}>{t(`states.${listing.etat}`)}</span>
          <span className="text-xs text-muted">{t('postedOn', { date: formatDateIn(locale, listing.date_ajout) })}</span>
        </div>
        <h2 className="line-clamp-2 text-base font-bold leading-snug" dir="auto">
          {title}
        </h2>
        <p className="font-semibold text-brand">{formatPriceIn(locale, listing.prix)}</p>
      </div>
      <div className="col-span-2 space-y-2 sm:col-span-1 sm:col-start-2">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <Figure label={t('views')} value={formatNumber(listing.vues)} />
          <Figure label={t('phoneShown')} value={formatNumber(listing.contacts_telephone)} />
          <Figure label={t('whatsapp')} value={formatNumber(listing.contacts_whatsapp)} />
          {days !== null ? <Figure label={t('onlineSince')} value={t('days', { days, n: formatNumber(days) })} /> : null}
        </dl>
        {listing.etat === 'refusee' && listing.motif_refus ? (
          <p className="rounded-lg bg-brand-light px-3 py-2 text-sm text-brand-dark">{t('refusedReason', { reason: listing.motif_refus })}</p>
        ) : null}
        <ExpiryLine listing={listing} now={now} locale={locale} t={t} />
        {listing.etat === 'en_attente' ? <p className="text-sm text-muted">{t('pending')}</p> : null}
        <ListingActions
          kind={listing.kind}
          id={listing.id}
          etat={listing.etat}
          titre={listing.titre}
          renewable={
            listing.etat === 'expiree' || (listing.date_expiration !== null && Date.parse(listing.date_expiration) - now <= EXPIRY_NOTICE_DAYS * DAY_MS)
          }
        />
      </div>
    </li>
  );
}

/** When a published listing leaves the site, or that it has: renewed in one tap (ListingActions). */
function ExpiryLine({ listing, now, locale, t }: { listing: OwnerListingCard; now: number; locale: Locale; t: Translate }) {
  if (listing.etat === 'expiree') return <p className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900">{t('expired')}</p>;
  if (listing.etat !== 'publiee' || !listing.date_expiration) return null;
  const soon = Date.parse(listing.date_expiration) - now <= EXPIRY_NOTICE_DAYS * DAY_MS;
  const date = formatDateIn(locale, listing.date_expiration);
  return (
    <p className={soon ? 'text-sm font-semibold text-amber-900' : 'text-sm text-muted'}>{soon ? t('onlineUntilSoon', { date }) : t('onlineUntil', { date })}</p>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-semibold text-ink">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
