/** v1 packsponsoring: the sponsoring offers. */
import { createRoute, z } from '@hono/zod-openapi';
import { pathId } from '@/lib/schemas/common';
import { Pack, listingKindParam } from '@/lib/schemas/sponsoring';
import { listPacks, packById } from '../../db/queries/sponsoring';
import { errors, json, newRouter } from '../context';
import { NOT_FOUND } from '../messages';

const tags = ['packsponsoring'];
const list = json(z.array(Pack), 'Packs proposés.');

export const packSponsoringRoutes = newRouter()
  .openapi(createRoute({ method: 'get', path: '/packs', tags, summary: 'Tous les packs proposés.', responses: { 200: list, ...errors(503) } }), async (c) =>
    c.json(await listPacks(c.var.db), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/type/{type}',
      tags,
      summary: 'Packs pour un type d’annonce (moto ou equipement).',
      request: { params: z.object({ type: listingKindParam }) },
      responses: { 200: list, ...errors(400, 503) },
    }),
    async (c) => c.json(await listPacks(c.var.db, c.req.valid('param').type), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      tags,
      summary: 'Un pack.',
      request: { params: z.object({ id: pathId('id') }) },
      responses: { 200: json(Pack, 'Le pack.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const pack = await packById(c.var.db, c.req.valid('param').id);
      return pack ? c.json(pack, 200) : c.json({ error: NOT_FOUND.pack }, 404);
    },
  );
