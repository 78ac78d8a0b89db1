/** v1 marque: brands. */
import { z } from '@hono/zod-openapi';
import { Marque, MarqueDetail, MarqueKey, MarqueModeles, MarqueTypeQuery } from '@/lib/schemas/reference';
import { listMarques, marqueDetail, referenceModelsByBrand } from '../../db/queries/reference';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['marque']);
const list = json(z.array(Marque), 'Marques actives, dans l’ordre d’affichage.');

export const brandRoutes = newRouter()
  .openapi(
    declare.get('/', {
      'x-bff': true,
      summary: 'Marques actives, éventuellement d’un type d’annonce.',
      access: 'public',
      errors: [400, 503],
      request: { query: MarqueTypeQuery },
      responses: { 200: list },
    }),
    async (c) => c.json(await listMarques(c.var.db, { type: c.req.valid('query').type }), 200),
  )
  .openapi(
    declare.get('/detail/{id}', {
      'x-bff': true,
      summary: 'Une marque par identifiant, slug ou nom, avec ses modèles.',
      access: 'public',
      errors: [400, 404, 503],
      request: { params: z.object({ id: MarqueKey }) },
      responses: { 200: json(MarqueDetail, 'La marque.') },
    }),
    async (c) => {
      const marque = await marqueDetail(c.var.db, c.req.valid('param').id);
      return marque ? c.json(marque, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.marque), 404);
    },
  )
  .openapi(
    declare.get('/modeles', {
      'x-bff': true,
      summary: 'Tous les modèles du référentiel des marques de motos actives, par marque (noms dans l’ordre alphabétique) : ceux d’où l’on choisit sa moto.',
      access: 'public',
      errors: [503],
      responses: { 200: json(z.array(MarqueModeles), 'Les marques et leurs modèles.') },
    }),
    async (c) => c.json(await referenceModelsByBrand(c.var.db), 200),
  )
  .openapi(
    declare.get('/active', {
      summary: 'Toutes les marques actives.',
      access: 'public',
      errors: [503],
      responses: { 200: list },
    }),
    async (c) => c.json(await listMarques(c.var.db), 200),
  )
  .openapi(
    declare.get('/home', {
      summary: 'Marques affichées sur l’accueil.',
      access: 'public',
      errors: [503],
      responses: { 200: list },
    }),
    async (c) => c.json(await listMarques(c.var.db, { homeOnly: true }), 200),
  );
