import type { Locale } from '@/lib/i18n/locales';
import { placeAds } from '@/lib/ads';
import type { ListingSummary } from '@/lib/listings';
import type { PremiumAd } from '@/lib/schemas/premium-ads';
import { AdCardView, ResponsiveAd } from '../ads/AdViews';
import type { DeviceAds } from '../ads/data';
import { ListingCard } from './ListingCard';

/**
 * A page of listings: the sponsored one first (if any), then the results with a card ad at every
 * 6th position, cycling through the ads of each device.
 */
export function ListingGrid({
  listings,
  ads,
  sponsored,
  columns = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  locale = 'fr',
}: {
  listings: ListingSummary[];
  ads?: DeviceAds;
  sponsored?: ListingSummary | null;
  columns?: string;
  locale?: Locale;
}) {
  const items = sponsored
    ? [{ listing: sponsored, sponsored: true }, ...listings.map((listing) => ({ listing, sponsored: false }))]
    : listings.map((listing) => ({ listing, sponsored: false }));
  // One ad position holds the mobile and the desktop ad of the same rank; each device cycles
  // through its own ads (rank modulo their number).
  const adCount = Math.max(ads?.mobile.length ?? 0, ads?.desktop.length ?? 0);
  const positions = adCount > 0 ? Array.from({ length: items.length }, (_, i) => i) : [];
  const pick = (list: PremiumAd[] | undefined, rank: number) =>
    list && list.length ? { ad: list[rank % list.length]!, occurrence: Math.floor(rank / list.length) + 1 } : undefined;
  return (
    <ul className={`grid gap-3 sm:gap-4 ${columns}`}>
      {placeAds(items, positions).map((entry, i) =>
        entry.kind === 'listing' ? (
          <li key={`${entry.item.listing.kind}-${entry.item.listing.id}-${entry.item.sponsored ? 's' : 'l'}`}>
            <ListingCard listing={entry.item.listing} sponsored={entry.item.sponsored} eager={i < 2} locale={locale} />
          </li>
        ) : (
          <AdCell key={`ad-${entry.position}`} mobile={pick(ads?.mobile, entry.ad)} desktop={pick(ads?.desktop, entry.ad)} locale={locale} />
        ),
      )}
    </ul>
  );
}

type PlacedAd = { ad: PremiumAd; occurrence: number };

/** A grid cell for an ad; on a device without an ad of that rank the cell is not shown at all. */
function AdCell({ mobile, desktop, locale }: { mobile?: PlacedAd; desktop?: PlacedAd; locale: Locale }) {
  const visibility = mobile && desktop ? '' : mobile ? 'desk:hidden' : 'hidden desk:block';
  return (
    <li className={visibility}>
      <ResponsiveAd
        mobile={mobile?.ad}
        desktop={desktop?.ad}
        render={(ad, v) => <AdCardView ad={ad} visibility={v} occurrence={(v === 'desktop' ? desktop : mobile)?.occurrence} locale={locale} />}
      />
    </li>
  );
}
