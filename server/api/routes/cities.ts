/** v1 ville: cities. */
import { z } from '@hono/zod-openapi';
import { Ville } from '@/lib/schemas/reference';
import { listVilles } from '../../db/queries/reference';
import { json, newRouter } from '../context';
import { routesOf } from '../route';

export const cityRoutes = newRouter().openapi(
  routesOf(['ville']).get('/villes', {
    'x-bff': true,
    summary: 'Villes du Maroc, par ordre alphabétique.',
    access: 'public',
    errors: [503],
    responses: { 200: json(z.array(Ville), 'Villes.') },
  }),
  async (c) => c.json(await listVilles(c.var.db), 200),
);
