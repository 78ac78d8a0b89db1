/** v1 ville: cities. */
import { createRoute, z } from '@hono/zod-openapi';
import { Ville } from '@/lib/schemas/reference';
import { listVilles } from '../../db/queries/reference';
import { errors, json, newRouter } from '../context';

export const villeRoutes = newRouter().openapi(
  createRoute({
    method: 'get',
    'x-bff': true,
    path: '/villes',
    tags: ['ville'],
    summary: 'Villes du Maroc, par ordre alphabétique.',
    responses: { 200: json(z.array(Ville), 'Villes.'), ...errors(503) },
  }),
  async (c) => c.json(await listVilles(c.var.db), 200),
);
