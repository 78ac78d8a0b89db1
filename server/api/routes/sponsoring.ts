/** v1 sponsoring: public reads (running sponsorings, a listing's status), and buying one for my listing. */
import { createRoute, z } from '@hono/zod-openapi';
import { CreatedSponsoring, SponsoredListing, SponsoringRequest, SponsoringStatus, SponsoringStatusQuery, listingKindParam } from '@/lib/schemas/sponsoring';
import { createPendingSponsoring } from '../../db/queries/payments';
import { runningSponsorings, sponsoringStatus } from '../../db/queries/sponsoring';
import { errors, json, newRouter } from '../context';
import { requireUser, signedInUser } from '../middleware/auth';

const tags = ['sponsoring'];

export const sponsoringRoutes = newRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/type/{type}',
      tags,
      summary: 'Sponsorings en cours (actifs et dans leurs dates) d’annonces publiées, avec leur annonce.',
      request: { params: z.object({ type: listingKindParam }) },
      responses: { 200: json(z.array(SponsoredListing), 'Sponsorings en cours, les plus récents d’abord.'), ...errors(400, 503) },
    }),
    async (c) => c.json(await runningSponsorings(c.var.db, c.req.valid('param').type), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/status',
      tags,
      summary: 'État du dernier sponsoring d’une annonce.',
      request: { query: SponsoringStatusQuery },
      responses: { 200: json(SponsoringStatus, 'L’état, ou aucun.'), ...errors(400, 503) },
    }),
    async (c) => {
      const { type, idAnnonce } = c.req.valid('query');
      return c.json(await sponsoringStatus(c.var.db, type, idAnnonce), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      summary: 'Crée le sponsoring en attente de paiement d’une de mes annonces publiées, pour un pack de son type (un seul en cours ou en attente par annonce).',
      security: [{ bearerAuth: [] }],
      middleware: [requireUser('particulier', 'boutique')] as const,
      request: { body: { content: { 'application/json': { schema: SponsoringRequest } }, required: true } },
      responses: { 201: json(CreatedSponsoring, 'Le sponsoring, en attente de paiement.'), ...errors(400, 401, 403, 404, 409, 503) },
    }),
    async (c) => {
      const created = await createPendingSponsoring(c.var.db, signedInUser(c), c.req.valid('json'));
      return c.json({ idsponsoring: created.idsponsoring, etat_sponsoring: 'en_attente' as const, idpack: created.idpack, nbr_jour: created.nbr_jour }, 201);
    },
  );
