'use client';

import { Fragment, useRef } from 'react';
import { responsivePhoto } from '@/lib/images';
import type { CardListing } from '@/lib/listings';
import { photoUrl } from '@/lib/routes';
import { bffCount } from '@/lib/api/browser';
import { useSeenOnce } from '../ads/seen-once';
import { PlainImg } from '../ui/PlainImg';
import { HeartButton } from '../favourites/HeartButton';
import { useTexts } from '../texts/TextsProvider';

export interface ListingCardViewProps {
  listing: CardListing;
  /** heading level of the title in the page outline */
  headingLevel?: 2 | 3;
  sponsored?: boolean;
  /** the sponsoring shown by this card: its display is counted (Mes Ads' reach) */
  sponsoringId?: number;
  /** the first cards of a page: load their photo at once (they are the largest paint) */
  eager?: boolean;
}

/**
 * A listing card, rendered from its data. Pages show dozens of cards, so it is a client component:
 * the page's RSC payload then carries each card's few fields instead of its whole markup.
 * Cards are at most ~280 px wide: a 320 px photo and its 2x cover every screen.
 */
export function ListingCardView({ listing, headingLevel = 2, sponsored = false, sponsoringId, eager = false }: ListingCardViewProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const texts = useTexts('card');
  const photo = photoUrl(listing.photo);
  const ref = useRef<HTMLElement>(null);
  useSeenOnce(ref, sponsoringId ? () => bffCount('/sponsoring/incrementer-reach/:id', { param: { id: sponsoringId } }) : null);
  return (
    <article ref={ref} className={sponsored ? 'lc group lc-sponsored' : 'lc group'}>
      <div className="lc-photo">
        {photo ? (
          <PlainImg
            {...responsivePhoto(photo, 320)}
            alt={listing.titre}
            width={320}
            height={240}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="lc-img"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-muted">{texts.noPhoto}</div>
        )}
        {sponsored ? <span className="lc-flag">{texts.sponsored}</span> : null}
        {listing.boutique ? (
          <span className="lc-shop" dir="auto">
            {listing.boutique}
          </span>
        ) : null}
        <HeartButton kind={listing.kind} id={listing.id} titre={listing.titre} />
      </div>
      <div className="lc-body">
        <p className="lc-price">{listing.prix}</p>
        {/* What the seller wrote reads in its own direction, on a page in either language. */}
        <Heading className="lc-title" dir="auto">
          <a href={listing.href} className="lc-link">
            {listing.titre}
          </a>
        </Heading>
        {listing.fits ? (
          <p className="lc-fits">
            <span aria-hidden="true">✓ </span>
            {texts.fits}
          </p>
        ) : null}
        {listing.facts.length > 0 ? (
          <p className="lc-facts">
            {/* Each fact isolated: "62 700 km" keeps its order inside an Arabic line. */}
            {listing.facts.map((fact, i) => (
              <Fragment key={i}>
                {i > 0 ? ' · ' : null}
                <bdi>{fact}</bdi>
              </Fragment>
            ))}
          </p>
        ) : null}
        <p className="lc-meta">
          <span className="truncate">{listing.ville}</span>
          <time dateTime={listing.datePublication}>{listing.date}</time>
        </p>
      </div>
    </article>
  );
}
