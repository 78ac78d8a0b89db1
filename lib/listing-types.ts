/**
 * The five listing types of the site and how their names differ between the public URLs
 * (/annonce/{type}) and the v1 API (moto listings on one side, equipment listings of four kinds
 * on the other).
 */
import { isOneOf } from './one-of';

/** Types in the public URLs, in the order of the home search form and carousels. */
export const LISTING_URL_TYPES = ['moto', 'equipement-motard', 'equipement-moto', 'piece-rechange', 'pneu'] as const;
export type ListingUrlType = (typeof LISTING_URL_TYPES)[number];

/** Kinds of equipment listing in the v1 API (annonce_equipement.type). */
export const EQUIPMENT_TYPES = ['moto', 'motard', 'piece', 'pneu'] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** The two listing tables, as the API names them in sponsoring and reports. */
export const LISTING_KINDS = ['moto', 'equipement'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** How a visitor reached a seller from a listing: their number shown, or WhatsApp opened. */
export type ContactChannel = 'telephone' | 'whatsapp';

/** Types a brand can apply to. */
export const BRAND_TYPES = ['moto', 'motard', 'piece', 'pneu'] as const;
export type BrandType = (typeof BRAND_TYPES)[number];

const equipmentTypeByUrlType: Record<Exclude<ListingUrlType, 'moto'>, EquipmentType> = {
  'equipement-moto': 'moto',
  'equipement-motard': 'motard',
  'piece-rechange': 'piece',
  pneu: 'pneu',
};

const urlTypeByEquipmentType: Record<EquipmentType, Exclude<ListingUrlType, 'moto'>> = {
  moto: 'equipement-moto',
  motard: 'equipement-motard',
  piece: 'piece-rechange',
  pneu: 'pneu',
};

export function isListingUrlType(value: string): value is ListingUrlType {
  return isOneOf(LISTING_URL_TYPES, value);
}

/** The equipment kind behind a URL type, or null for motos. */
export function equipmentTypeOf(urlType: ListingUrlType): EquipmentType | null {
  return urlType === 'moto' ? null : equipmentTypeByUrlType[urlType];
}

export function urlTypeOfEquipment(type: EquipmentType): ListingUrlType {
  return urlTypeByEquipmentType[type];
}

/** Categories of a moto listing (categorie_moto), in the order of the posting form. */
export const MOTO_CATEGORIES = ['Roadster', 'Sportive', 'Trail', 'Scooter', 'Custom', 'Cross', 'Routière', 'Cyclomoteur'] as const;
export type MotoCategory = (typeof MOTO_CATEGORIES)[number];

/** Listing states (DESIGN.md); only publiee is public. */
export const LISTING_STATES = ['en_attente', 'publiee', 'refusee', 'desactivee', 'vendue', 'expiree'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const SPONSORING_STATES = ['en_attente', 'active', 'expiree', 'desactivee', 'refusee'] as const;
export type SponsoringState = (typeof SPONSORING_STATES)[number];
