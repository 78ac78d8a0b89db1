/** v1 marque: brands. */
import { createRoute, z } from '@hono/zod-openapi';
import { Marque, MarqueDetail, MarqueKey, MarqueTypeQuery } from '@/lib/schemas/reference';
import { listMarques, marqueDetail } from '../../db/queries/reference';
import { errors, json, newRouter } from '../context';
import { NOT_FOUND } from '../messages';

const tags = ['marque'];
const list = json(z.array(Marque), 'Marques actives, dans l’ordre d’affichage.');

export const marqueRoutes = newRouter()
  .openapi(
    createRoute({
      method: 'get',
      'x-bff': true,
      path: '/',
      tags,
      summary: 'Marques actives, éventuellement d’un type d’annonce.',
      request: { query: MarqueTypeQuery },
      responses: { 200: list, ...errors(400, 503) },
    }),
    async (c) => c.json(await listMarques(c.var.db, { type: c.req.valid('query').type }), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      'x-bff': true,
      path: '/detail/{id}',
      tags,
      summary: 'Une marque par identifiant, slug ou nom, avec ses modèles.',
      request: { params: z.object({ id: MarqueKey }) },
      responses: { 200: json(MarqueDetail, 'La marque.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const marque = await marqueDetail(c.var.db, c.req.valid('param').id);
      return marque ? c.json(marque, 200) : c.json({ error: NOT_FOUND.marque }, 404);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/active',
      tags,
      summary: 'Toutes les marques actives.',
      responses: { 200: list, ...errors(503) },
    }),
    async (c) => c.json(await listMarques(c.var.db), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/home',
      tags,
      summary: 'Marques affichées sur l’accueil.',
      responses: { 200: list, ...errors(503) },
    }),
    async (c) => c.json(await listMarques(c.var.db, { homeOnly: true }), 200),
  );
