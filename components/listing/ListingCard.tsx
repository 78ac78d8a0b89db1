import type { Locale } from '@/lib/i18n/locales';
import { toCardListing, type ListingSummary } from '@/lib/listings';
import { ListingCardView, type ListingCardViewProps } from './ListingCardView';
import { categoryNameIn, cityNameIn } from '@/server/reference-names';

export interface ListingCardProps extends Omit<ListingCardViewProps, 'listing'> {
  listing: ListingSummary;
  /** the page's language (prices and dates) */
  locale?: Locale;
}

/** A listing in a list or a carousel: photo, price, title, key facts, city and date. */
export function ListingCard({ listing, locale, ...props }: ListingCardProps) {
  // The city and category in the page's language; addresses keep the stored names.
  const named = locale
    ? { ...listing, ville: cityNameIn(locale, listing.ville), categorie: listing.categorie && categoryNameIn(locale, listing.categorie) }
    : listing;
  return <ListingCardView listing={toCardListing(named, locale)} sponsoringId={props.sponsored ? listing.idsponsoring : undefined} {...props} />;
}
