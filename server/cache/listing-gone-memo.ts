/**
 * What the proxy knows of gone listings (listing-gone.ts), apart from the code that asks v1, so that
 * the page cache (public-pages.ts) can forget a listing without importing the v1 client.
 */
import type { ListingUrlType } from '@/lib/listing-types';

type Known = { at: number; gone: Promise<boolean> };

/** On globalThis: the proxy and the pages are bundled apart. */
export const goneMemo: Map<string, Known> = ((globalThis as { [key: symbol]: Map<string, Known> | undefined })[Symbol.for('motomaroc.listingGone')] ??=
  new Map());

/** A listing renewed, sold or changed here: its page is asked about again at once. */
export function forgetListingGone(urlType: ListingUrlType, id: number): void {
  goneMemo.delete(`${urlType === 'moto' ? 'moto' : 'equipement'}-${id}`);
}
