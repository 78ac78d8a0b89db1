/**
 * How a favourite names its listing, in one word: "moto-12", "equipement-7". Its own module
 * because every public page's hearts load it, and Turbopack ships whole modules: the rest of
 * lib/favourites (messages, notices) stays out of the cards' code.
 */
import type { ListingKind } from './listing-types';

export type FavouriteKey = `${ListingKind}-${number}`;
export const favouriteKey = (kind: ListingKind, id: number): FavouriteKey => `${kind}-${id}`;
