/** v1 sponsoring: public reads (running sponsorings, a listing's status). */
import { createRoute, z } from '@hono/zod-openapi';
import { SponsoredListing, SponsoringStatus, SponsoringStatusQuery, listingKindParam } from '@/lib/schemas/sponsoring';
import { runningSponsorings, sponsoringStatus } from '../../db/queries/sponsoring';
import { errors, json, newRouter } from '../context';

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
  );
