import Image from 'next/image';
import Link from 'next/link';
import { formatDateShort, formatPrice } from '@/lib/format';
import type { ListingSummary } from '@/lib/listings';
import { photoUrl } from '@/lib/routes';
import { MapPinIcon } from '../ui/icons';

export interface ListingCardProps {
  listing: ListingSummary;
  /** heading level of the title in the page outline */
  headingLevel?: 2 | 3;
  sponsored?: boolean;
  /** the first cards of a page: load their photo at once (they are the largest paint) */
  eager?: boolean;
}

/** A listing in a list or a carousel: photo, price, title, key facts, city and date. */
export function ListingCard({ listing, headingLevel = 2, sponsored = false, eager = false }: ListingCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const photo = photoUrl(listing.photo);
  return (
    <article className={`card group relative flex h-full flex-col overflow-hidden ${sponsored ? 'ring-2 ring-amber-400' : ''}`}>
      <div className="relative aspect-[4/3] bg-canvas">
        {photo ? (
          <Image
            src={photo}
            alt={listing.titre}
            fill
            sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 280px"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-muted">Pas de photo</div>
        )}
        {sponsored ? (
          <span className="absolute left-2 top-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-ink">Sponsorisé</span>
        ) : null}
        {listing.boutique ? (
          <span className="absolute bottom-2 left-2 max-w-[85%] truncate rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-ink shadow">
            {listing.boutique.nom_entreprise}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-lg font-extrabold text-brand">{formatPrice(listing.prix)}</p>
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug sm:text-base">
          <Link href={listing.href} className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-brand">
            {listing.titre}
          </Link>
        </Heading>
        {listing.facts.length > 0 ? <p className="text-xs text-muted sm:text-sm">{listing.facts.join(' · ')}</p> : null}
        <p className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs text-muted">
          <span className="flex min-w-0 items-center gap-1">
            <MapPinIcon className="shrink-0" />
            <span className="truncate">{listing.ville}</span>
          </span>
          <time dateTime={listing.datePublication}>{formatDateShort(listing.datePublication)}</time>
        </p>
      </div>
    </article>
  );
}
