import type { Locale } from '@/lib/i18n/locales';
import { toCardListing, type ListingSummary } from '@/lib/listings';
import { ListingCardView, type ListingCardViewProps } from './ListingCardView';
import { cityNameIn } from '@/server/city-names';

export interface ListingCardProps extends Omit<ListingCardViewProps, 'listing'> {
  listing: ListingSummary;
  /** the page's language (prices and dates) */
  locale?: Locale;
}

/** A listing in a list or a carousel: photo, price, title, key facts, city and date. */
export function ListingCard({ listing, locale, ...props }: ListingCardProps) {
  // The city in the page's language; its listings' addresses keep the stored name.
  const named = locale ? { ...listing, ville: cityNameIn(locale, listing.ville) } : listing;
  return <ListingCardView listing={toCardListing(named, locale)} sponsoringId={props.sponsored ? listing.idsponsoring : undefined} {...props} />;
}
