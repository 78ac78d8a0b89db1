/** Loading one listing for its page (once per request: the metadata and the page share it). */
import { cache } from 'react';
import { v1 } from '@/lib/api';
import { isListingUrlType, urlTypeOfEquipment, type ListingUrlType } from '@/lib/listing-types';
import { summarizeEquipement, summarizeMoto, type ListingSummary } from '@/lib/listings';
import type { EquipementDetail, MotoDetail } from '@/lib/schemas/listings';

export type ListingDetailData =
  | { kind: 'moto'; urlType: 'moto'; detail: MotoDetail; summary: ListingSummary }
  | { kind: 'equipement'; urlType: ListingUrlType; detail: EquipementDetail; summary: ListingSummary };

/** The URL type of a detail page segment ("detail-pneu" → "pneu"), or null. */
export function detailUrlType(segment: string): ListingUrlType | null {
  const type = segment.startsWith('detail-') ? segment.slice('detail-'.length) : '';
  return isListingUrlType(type) ? type : null;
}

/** The published listing behind a detail URL, or null (unknown type or id, not published). */
export const loadListingDetail = cache(async (typeSegment: string, idSegment: string): Promise<ListingDetailData | null> => {
  const urlType = detailUrlType(typeSegment);
  if (!urlType || !/^\d{1,9}$/.test(idSegment) || Number(idSegment) < 1) return null;
  const id = Number(idSegment);
  if (urlType === 'moto') {
    const detail = await v1.moto.detail(id);
    return detail ? { kind: 'moto', urlType: 'moto', detail, summary: summarizeMoto(detail) } : null;
  }
  const detail = await v1.equipement.detail(id);
  return detail ? { kind: 'equipement', urlType: urlTypeOfEquipment(detail.type), detail, summary: summarizeEquipement(detail) } : null;
});
