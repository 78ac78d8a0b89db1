/** Loading one listing for its page (once per request: the metadata and the page share it). */
import { cache } from 'react';
import { v1 } from '@/lib/api';
import { formatPriceIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { urlTypeOfEquipment, type ListingUrlType } from '@/lib/listing-types';
import { detailUrlType } from '@/lib/routes';
import { summarizeEquipement, summarizeMoto, type ListingSummary } from '@/lib/listings';
import type { EquipementDetail, MotoDetail, SellerPhone } from '@/lib/schemas/listings';

export type ListingDetailData =
  | { kind: 'moto'; urlType: 'moto'; detail: MotoDetail; summary: ListingSummary }
  | { kind: 'equipement'; urlType: ListingUrlType; detail: EquipementDetail; summary: ListingSummary };

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

/** The seller as the listing shows them: a shop by its name, a person by first name and initial. */
export function sellerName(detail: ListingDetailData['detail']): string {
  const vendeur = detail.vendeur;
  if (vendeur.role === 'boutique' && vendeur.nom_entreprise) return vendeur.nom_entreprise;
  return `${vendeur.prenom} ${vendeur.nom.charAt(0)}.`.trim();
}

/** The listing as quoted in the WhatsApp message to its seller. */
export function contactQuote(detail: ListingDetailData['detail'], locale: Locale = 'fr'): string {
  return translator(locale, 'listing')('quote', { titre: detail.titre, prix: formatPriceIn(locale, detail.prix), ville: detail.ville });
}

/** The page that shows the seller's number without JavaScript (the contact button's form goes there). */
export const contactPageUrl = (listingHref: string) => `${listingHref}/contact`;

/**
 * The seller's number for the contact page, through the same v1 call as the button's (counted for
 * the owner's Mes Annonces, same limit per visitor address); null when it cannot be had now.
 */
export async function revealPhone(data: ListingDetailData): Promise<SellerPhone | null> {
  const contact = data.kind === 'moto' ? v1.moto.contact(data.summary.id, 'telephone') : v1.equipement.contact(data.summary.id, 'telephone');
  return contact.catch(() => null);
}
