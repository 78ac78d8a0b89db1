/** v1 packsponsoring: the sponsoring offers. */
import { z } from '@hono/zod-openapi';
import { pathId } from '@/lib/schemas/common';
import { Pack, listingKindParam } from '@/lib/schemas/sponsoring';
import { listPacks, packById } from '../../db/queries/sponsoring';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['packsponsoring']);
const list = json(z.array(Pack), 'Packs proposés.');

export const sponsoringPackRoutes = newRouter()
  .openapi(declare.get('/packs', { summary: 'Tous les packs proposés.', access: 'public', errors: [503], responses: { 200: list } }), async (c) =>
    c.json(await listPacks(c.var.db), 200),
  )
  .openapi(
    declare.get('/type/{type}', {
      summary: 'Packs pour un type d’annonce (moto ou equipement).',
      access: 'public',
      errors: [400, 503],
      request: { params: z.object({ type: listingKindParam }) },
      responses: { 200: list },
    }),
    async (c) => c.json(await listPacks(c.var.db, c.req.valid('param').type), 200),
  )
  .openapi(
    declare.get('/{id}', {
      summary: 'Un pack.',
      access: 'public',
      errors: [400, 404, 503],
      request: { params: z.object({ id: pathId('id') }) },
      responses: { 200: json(Pack, 'Le pack.') },
    }),
    async (c) => {
      const pack = await packById(c.var.db, c.req.valid('param').id);
      return pack ? c.json(pack, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.pack), 404);
    },
  );
