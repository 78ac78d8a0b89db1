/**
 * v1 garage: the motorcycles a person rides (lib/garage.ts). Each garage is its owner's alone: the
 * signed-in user's, or the device guest's named by the x-guest-id header (requireVisitor); a path
 * names a motorcycle of the caller's own garage, never an owner.
 */
import { GARAGE_ERRORS, MAX_GARAGE_BIKES } from '@/lib/garage';
import { AddBikeBody, GarageList, GarageParams } from '@/lib/schemas/garage';
import { z } from '@/lib/schemas/zod';
import { errorAnswer } from '@/lib/errors';
import { addBike, chooseBike, listGarage, removeBike } from '../../db/queries/garage';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';

const declare = routesOf(['garage']);

const Added = z.object({ idgarage: z.number().int() });
const Done = z.object({ ok: z.literal(true) });

export const garageRoutes = newRouter()
  .openapi(
    declare.get('/', {
      'x-bff': true,
      summary: 'Mon garage : mes motos (au plus 5), la choisie d’abord, avec les tailles de pneus d’origine de leur modèle.',
      access: 'visitor',
      errors: [503],
      responses: { 200: json(GarageList, 'Mon garage.') },
    }),
    async (c) => c.json({ motos: await listGarage(c.var.db, c.var.visitor), max: MAX_GARAGE_BIKES }, 200),
  )
  .openapi(
    declare.post('/', {
      'x-bff': true,
      summary: 'Ajoute une moto (un modèle du référentiel et son année) à mon garage et la choisit.',
      access: 'visitor',
      after: [rateLimit('garage')],
      errors: [400, 409, 415, 429, 503],
      request: { body: { ...json(AddBikeBody, 'La moto.'), required: true } },
      responses: { 201: json(Added, 'Ajoutée et choisie.') },
    }),
    async (c) => {
      const { idmodele, annee } = c.req.valid('json');
      const result = await addBike(c.var.db, c.var.visitor, idmodele, annee);
      switch (result.status) {
        case 'modeleInconnu':
          return c.json(errorAnswer(GARAGE_ERRORS.unknownModel), 400);
        case 'deja':
          return c.json(errorAnswer(GARAGE_ERRORS.already), 409);
        case 'limite':
          return c.json(errorAnswer(GARAGE_ERRORS.limit, { max: MAX_GARAGE_BIKES }), 409);
        default:
          return c.json({ idgarage: result.idgarage }, 201);
      }
    },
  )
  .openapi(
    declare.put('/{id}/choisie', {
      'x-bff': true,
      summary: 'Choisit une moto de mon garage : celle d’après laquelle les listes et les annonces disent ce qui va.',
      access: 'visitor',
      after: [rateLimit('garage')],
      errors: [400, 404, 429, 503],
      request: { params: GarageParams },
      responses: { 200: json(Done, 'Choisie.') },
    }),
    async (c) => {
      const chosen = await chooseBike(c.var.db, c.var.visitor, c.req.valid('param').id);
      return chosen ? c.json({ ok: true as const }, 200) : c.json(errorAnswer(GARAGE_ERRORS.notFound), 404);
    },
  )
  .openapi(
    declare.delete('/{id}', {
      'x-bff': true,
      summary: 'Retire une moto de mon garage (la plus récente des autres devient la choisie si c’était elle).',
      access: 'visitor',
      after: [rateLimit('garage')],
      errors: [400, 404, 429, 503],
      request: { params: GarageParams },
      responses: { 200: json(Done, 'Retirée.') },
    }),
    async (c) => {
      const removed = await removeBike(c.var.db, c.var.visitor, c.req.valid('param').id);
      return removed ? c.json({ ok: true as const }, 200) : c.json(errorAnswer(GARAGE_ERRORS.notFound), 404);
    },
  );
