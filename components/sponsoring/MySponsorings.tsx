import Link from 'next/link';
import { formatDateShort, formatNumber, formatPrice } from '@/lib/format';
import type { SponsoringState } from '@/lib/listing-types';
import { listingDetailUrl, photoUrl } from '@/lib/routes';
import type { MySponsoring, MySponsoringPage } from '@/lib/schemas/sponsoring';
import { Pagination } from '../ui/Pagination';
import { PayButton } from './PayButton';
import { StopSponsoring } from './StopSponsoring';
import { PlainImg } from '../ui/PlainImg';

const LABELS: Record<SponsoringState, string> = {
  en_attente: 'En attente de paiement',
  active: 'Active',
  expiree: 'Expirée',
  desactivee: 'Désactivée',
  refusee: 'Refusée',
};
const BADGE: Record<SponsoringState, string> = {
  en_attente: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-accent',
  expiree: 'bg-canvas text-muted ring-1 ring-line',
  desactivee: 'bg-canvas text-muted ring-1 ring-line',
  refusee: 'bg-brand-light text-brand-dark',
};
const DAY_MS = 86_400_000;

/** Mes Ads: my sponsorings, their state and dates, their reach, and what I can do with each. */
export function MySponsorings({ page, now }: { page: MySponsoringPage; now: number }) {
  if (page.total === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-lg font-semibold">Aucun sponsoring pour l’instant</p>
        <p className="max-w-md text-sm text-muted">
          Sponsoriser une annonce publiée la place en tête de l’accueil et dans les listes pendant 7 à 30 jours, payé par carte en toute sécurité (3-D Secure).
          Choisissez « Sponsoriser » sur une de vos annonces.
        </p>
        <Link href="/compte/annonce" className="btn-primary">
          Mes annonces
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {page.sponsorings.map((item) => (
          <Row key={item.idsponsoring} item={item} now={now} />
        ))}
      </ul>
      <Pagination page={page.page} totalPages={page.totalPages} hrefFor={(p) => (p === 1 ? '/compte/ads' : `/compte/ads?page=${p}`)} />
    </>
  );
}

function Row({ item, now }: { item: MySponsoring; now: number }) {
  const photo = photoUrl(item.photo1);
  const daysLeft = item.etat_sponsoring === 'active' ? Math.max(0, Math.ceil((Date.parse(item.date_fin) - now) / DAY_MS)) : null;
  return (
    <li className="card grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 p-3 sm:grid-cols-[9rem_1fr] sm:gap-x-4 sm:p-4" data-sponsoring={item.idsponsoring}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-canvas sm:row-span-2">
        {photo ? <PlainImg src={photo} alt="" loading="lazy" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 space-y-1">
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE[item.etat_sponsoring]}`}>{LABELS[item.etat_sponsoring]}</span>
        <h2 className="line-clamp-2 text-base font-bold leading-snug">
          <Link href={listingDetailUrl(item.urlType, item.titre, item.idannonce1)} className="hover:underline">
            {item.titre}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {item.pack ?? 'Pack'} · {item.prix !== null ? formatPrice(item.prix) : ''}
        </p>
      </div>
      <div className="col-span-2 space-y-2 sm:col-span-1 sm:col-start-2">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {item.etat_sponsoring === 'en_attente' ? null : (
            <div className="flex gap-1">
              <dt>Du</dt>
              <dd className="font-semibold text-ink">
                {formatDateShort(item.date_debut)} au {formatDateShort(item.date_fin)}
              </dd>
            </div>
          )}
          {daysLeft !== null ? (
            <div className="flex gap-1">
              <dt>Reste</dt>
              <dd className="font-semibold text-ink">
                {daysLeft} {daysLeft > 1 ? 'jours' : 'jour'}
              </dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>Affichages :</dt>
            <dd className="font-semibold text-ink">{formatNumber(item.reach)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-start gap-2">
          {item.etat_sponsoring === 'en_attente' ? <PayButton idsponsoring={item.idsponsoring} /> : null}
          {item.etat_sponsoring === 'active' || item.etat_sponsoring === 'en_attente' ? (
            <StopSponsoring idsponsoring={item.idsponsoring} titre={item.titre} running={item.etat_sponsoring === 'active'} />
          ) : null}
          {item.paiement?.etat === 'payee' ? (
            <Link href={`/compte/ads/recu/${item.idsponsoring}`} className="btn-secondary py-1">
              Reçu
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
