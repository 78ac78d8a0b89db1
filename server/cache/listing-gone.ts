/**
 * Whether a listing page's listing is gone (expired or sold): its page then answers 410 instead of
 * the listing (proxy.ts). Asked of v1 once a minute per listing and process and kept in memory, so
 * that the cached listing pages still cost a look-up, not a query.
 */
import { v1 } from '@/lib/api';
import type { ListingKind } from '@/lib/listing-types';
import { goneMemo as memo } from './listing-gone-memo';
import { detailUrlType } from '@/lib/routes';

const TTL_MS = 60_000;
const MAX_LISTINGS = 50_000;

/** The listing a detail page's path shows: /annonce/detail-{type}/{title}/{id}. */
export function listingOfPath(pathname: string): { kind: ListingKind; id: number } | null {
  const match = /^\/annonce\/(detail-[a-z-]+)\/[^/]+\/(\d{1,9})$/.exec(pathname);
  const urlType = match ? detailUrlType(match[1]!) : null;
  if (!match || !urlType || Number(match[2]) < 1) return null;
  return { kind: urlType === 'moto' ? 'moto' : 'equipement', id: Number(match[2]) };
}

export function listingGone(kind: ListingKind, id: number, now = Date.now()): Promise<boolean> {
  const key = `${kind}-${id}`;
  const known = memo.get(key);
  if (known && now - known.at < TTL_MS) return known.gone;
  if (memo.size >= MAX_LISTINGS) memo.clear();
  const gone = (kind === 'moto' ? v1.moto.disponibilite(id) : v1.equipement.disponibilite(id)).then(
    (availability) => availability !== null && availability.etat !== 'publiee',
    () => {
      // v1 out of reach: the page itself says what it can, and the next request asks again.
      memo.delete(key);
      return false;
    },
  );
  memo.set(key, { at: now, gone });
  return gone;
}
