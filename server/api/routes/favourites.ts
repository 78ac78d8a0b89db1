/**
 * v1 favoris: the listings a person hearted. Each list is its owner's alone: the signed-in user's,
 * or the device guest's named by the x-guest-id header (requireVisitor); no path names an owner.
 */
import { pathId } from '@/lib/schemas/common';
import { listingKindParam } from '@/lib/schemas/sponsoring';
import { FAVOURITE_ERRORS, MAX_FAVOURITES } from '@/lib/favourites';
import { FavouriteAdded, FavouriteKeys, FavouriteList, FavouriteRemoved } from '@/lib/schemas/favourites';
import { z } from '@/lib/schemas/zod';
import { readerLanguage } from '../reader-language';
import { addFavourite, favouriteKeys, listFavourites, removeFavourite } from '../../db/queries/favourites';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';
import { countToday } from '../../db/queries/daily-stats';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['favoris']);
/** Signed in: the bearer. A guest: its device's id in the x-guest-id header (no bearer). */
const ListingParams = z.object({ type: listingKindParam, id: pathId('id') });

export const favouriteRoutes = newRouter()
  .openapi(
    declare.get('/', {
      'x-bff': true,
      summary: 'Mes favoris (au plus 200), chacun avec l’état actuel de son annonce.',
      access: 'visitor',
      errors: [503],
      responses: { 200: json(FavouriteList, 'Mes favoris.') },
    }),
    async (c) => {
      const favoris = await listFavourites(c.var.db, c.var.visitor);
      return c.json({ favoris, total: favoris.length, max: MAX_FAVOURITES }, 200);
    },
  )
  .openapi(
    declare.get('/cles', {
      'x-bff': true,
      summary: 'Les annonces de mes favoris, pour remplir les cœurs d’une page.',
      access: 'visitor',
      errors: [503],
      responses: { 200: json(FavouriteKeys, 'Mes favoris.') },
    }),
    async (c) => c.json({ cles: await favouriteKeys(c.var.db, c.var.visitor) }, 200),
  )
  .openapi(
    declare.put('/{type}/{id}', {
      'x-bff': true,
      summary:
        'Ajoute une annonce publiée à mes favoris (sans effet si elle y est déjà). Accept-Language (ar ou fr) : la langue dans laquelle un invité sera prévenu d’une baisse de prix.',
      access: 'visitor',
      after: [rateLimit('favourites')],
      errors: [400, 404, 409, 429, 503],
      request: { params: ListingParams },
      responses: {
        200: json(FavouriteAdded, 'Ajoutée, ou déjà là.'),
      },
    }),
    async (c) => {
      const { type, id } = c.req.valid('param');
      const result = await addFavourite(c.var.db, c.var.visitor, type, id, readerLanguage(c.req.header('accept-language')));
      switch (result.status) {
        case 'introuvable':
          return c.json(errorAnswer(FAVOURITE_ERRORS.notFound), 404);
        case 'limite':
          return c.json(errorAnswer(FAVOURITE_ERRORS.limit, { max: MAX_FAVOURITES }), 409);
        default:
          if (result.status === 'ajoute') await countToday(c.var.db, 'favoris_ajoutes');
          return c.json({ ajoute: result.status === 'ajoute', total: result.total }, 200);
      }
    },
  )
  .openapi(
    declare.delete('/{type}/{id}', {
      'x-bff': true,
      summary: 'Retire une annonce de mes favoris (sans effet si elle n’y est pas).',
      access: 'visitor',
      after: [rateLimit('favourites')],
      errors: [400, 429, 503],
      request: { params: ListingParams },
      responses: { 200: json(FavouriteRemoved, 'Retirée.') },
    }),
    async (c) => {
      const { type, id } = c.req.valid('param');
      return c.json(await removeFavourite(c.var.db, c.var.visitor, type, id), 200);
    },
  );
