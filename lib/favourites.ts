/**
 * Favourites without zod (the hearts of the public pages load this, and zod would weigh on every
 * page): their limit, messages, keys and states. The v1 contract is lib/schemas/favourites.ts.
 */
import { LISTING_STATES, type ListingKind } from './listing-types';
import { errorCodes } from './errors';

/** At most this many favourites per person (account or guest). */
export const MAX_FAVOURITES = 200;

export const FAVOURITE_MESSAGES = {
  limit: ({ max = MAX_FAVOURITES }: { max?: number } = {}) => `Vous avez déjà ${max} favoris : retirez-en un pour en ajouter un autre.`,
  notFound: 'Annonce introuvable ou plus en ligne.',
  noOwner: 'Connectez-vous, ou autorisez les cookies de ce site, pour garder vos favoris et votre garage.',
} as const;
export const FAVOURITE_ERRORS = /* @__PURE__ */ errorCodes('favourite', FAVOURITE_MESSAGES);

export { favouriteKey, type FavouriteKey } from './favourite-key';

/** The listing a key names, or null when it names none. */
export function parseFavouriteKey(value: unknown): { kind: ListingKind; id: number } | null {
  const match = typeof value === 'string' ? /^(moto|equipement)-([1-9]\d{0,9})$/.exec(value) : null;
  const id = match ? Number(match[2]) : 0;
  return match && id <= 2_147_483_647 ? { kind: match[1] as ListingKind, id } : null;
}

/** What /favoris says after a heart posted without scripts (its ?message=; texts: messages favourites.notices). */
export const FAVOURITE_NOTICES = ['ajoute', 'deja', 'retire', 'limite', 'introuvable', 'trop', 'erreur'] as const;
export type FavouriteNotice = (typeof FAVOURITE_NOTICES)[number];

/** What a favourite's listing is now: one of the listing states, or gone from the site. */
export const FAVOURITE_STATES = [...LISTING_STATES, 'supprimee'] as const;
export type FavouriteState = (typeof FAVOURITE_STATES)[number];

/** The header that names a guest to v1 (the BFF sets it from the guest cookie). */
export const GUEST_HEADER = 'x-guest-id';
