/** Contracts of favourites: a person's hearted listings, an account's or a device's guest's. */
import { z } from './zod';
import { LISTING_KINDS, LISTING_URL_TYPES } from '../listing-types';
import { Timestamp } from './common';
import { FAVOURITE_STATES } from '../favourites';

export const Favourite = z
  .object({
    type_annonce: z.enum(LISTING_KINDS),
    idannonce: z.number().int(),
    /** the public URL type (null once the listing is removed) */
    type: z.enum(LISTING_URL_TYPES).nullable(),
    titre: z.string(),
    photo: z.string().nullable(),
    ville: z.string().nullable(),
    /** Dh now; null: no price, or the listing is removed */
    prix: z.number().int().nullable(),
    /** Dh when it was hearted */
    prix_ajout: z.number().int().nullable(),
    etat: z.enum(FAVOURITE_STATES),
    date_ajout: Timestamp,
  })
  .meta({ id: 'Favori' });
export type Favourite = z.infer<typeof Favourite>;

export const FavouriteList = z.object({ favoris: z.array(Favourite), total: z.number().int(), max: z.number().int() }).meta({ id: 'Favoris' });
export const FavouriteKeys = z
  .object({ cles: z.array(z.string().meta({ example: 'moto-12' })) })
  .meta({ id: 'ClesFavoris', description: 'The listings I hearted, as "moto-12" or "equipement-7".' });
export const FavouriteAdded = z.object({ ajoute: z.boolean().meta({ description: 'false: it was already a favourite' }), total: z.number().int() });
export const FavouriteRemoved = z.object({ retire: z.boolean(), total: z.number().int() });
