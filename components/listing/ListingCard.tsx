import { toCardListing, type ListingSummary } from '@/lib/listings';
import { ListingCardView, type ListingCardViewProps } from './ListingCardView';

export interface ListingCardProps extends Omit<ListingCardViewProps, 'listing'> {
  listing: ListingSummary;
}

/** A listing in a list or a carousel: photo, price, title, key facts, city and date. */
export function ListingCard({ listing, ...props }: ListingCardProps) {
  return <ListingCardView listing={toCardListing(listing)} sponsoringId={props.sponsored ? listing.idsponsoring : undefined} {...props} />;
}
