import { cache } from 'react';
import { v1 } from '@/lib/api';
import type { ListingKind } from '@/lib/listing-types';
import { detailUrlType } from '@/lib/routes';
import type { GoneListingData } from '@/components/listing/GoneListing';

/**
 * The listing of a listing page's address once it expired or sold, or null (on the site, or never
 * public): its address then shows the gone page (GoneListing), answered 410 (PAGE_STATUS_META).
 */
export const loadGoneListing = cache(async (typeSegment: string, idSegment: string): Promise<GoneListingData | null> => {
  const urlType = detailUrlType(typeSegment);
  if (!urlType || !/^\d{1,9}$/.test(idSegment) || Number(idSegment) < 1) return null;
  const kind: ListingKind = urlType === 'moto' ? 'moto' : 'equipement';
  const id = Number(idSegment);
  const availability = kind === 'moto' ? await v1.moto.disponibilite(id) : await v1.equipement.disponibilite(id);
  if (!availability || availability.etat === 'publiee') return null;
  return { kind, id, ...availability, etat: availability.etat };
});
