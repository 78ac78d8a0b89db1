/**
 * v1 moderation of listings by admins (PUT moto/admin/annonce/{id}, PUT equipement/admin/annonce/{id}):
 * publish, refuse with a reason, mark sold. The rest of the back office comes with the admin issue.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { ListingKind } from '@/lib/listing-types';
import { pathId } from '@/lib/schemas/common';
import { ListingStateBody } from '@/lib/schemas/listing-write';
import { moderateListing } from '../../db/queries/moderation';
import { errors, json, newRouter } from '../context';
import { requireUser } from '../middleware/auth';
import { NOT_FOUND } from '../messages';

export const ModerationBody = z
  .discriminatedUnion(
    'etat',
    [
      z.object({ etat: z.literal('publiee') }),
      z.object({ etat: z.literal('refusee'), motif_refus: z.string({ error: 'Indiquez le motif du refus.' }).trim().min(3, 'Indiquez le motif du refus.').max(500, 'Motif trop long (500 caractères au plus).') }),
      z.object({ etat: z.literal('vendue') }),
    ],
    { error: 'L’état doit valoir publiee, refusee ou vendue.' },
  )
  .openapi('DecisionModeration');

function moderationRoutes(kind: ListingKind) {
  return newRouter().openapi(
    createRoute({
      method: 'put',
      path: '/admin/annonce/{id}',
      tags: [kind],
      summary: 'Modération (admin) : publie l’annonce, la refuse avec un motif, ou la marque vendue.',
      security: [{ bearerAuth: [] }],
      middleware: [requireUser('admin')] as const,
      request: { params: z.object({ id: pathId('id') }), body: { content: { 'application/json': { schema: ModerationBody } }, required: true } },
      responses: { 200: json(ListingStateBody, 'Le nouvel état.'), ...errors(400, 401, 403, 404, 409, 503) },
    }),
    async (c) => {
      const result = await moderateListing(c.var.db, kind, c.req.valid('param').id, c.req.valid('json'));
      if (!result) return c.json({ error: NOT_FOUND.annonce as string }, 404);
      if (result.public) c.var.publicPages.listingsChanged([{ urlType: result.urlType, id: result.id, titre: result.titre }]);
      return c.json({ etat: result.etat }, 200);
    },
  );
}

export const motoModerationRoutes = moderationRoutes('moto');
export const equipementModerationRoutes = moderationRoutes('equipement');
