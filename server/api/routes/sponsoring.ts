/** v1 sponsoring: public reads (running sponsorings, a listing's status), and buying one for my listing. */
import { createRoute, z } from '@hono/zod-openapi';
import { CreatedSponsoring, MySponsoringPage, SponsoredListing, SponsoringRequest, SponsoringStatus, SponsoringStatusQuery, listingKindParam } from '@/lib/schemas/sponsoring';
import { createPendingSponsoring, deactivateMySponsoring, mySponsorings } from '../../db/queries/payments';
import { pathId, queryInt } from '@/lib/schemas/common';
import { incrementSponsoringReach, runningSponsorings, sponsoringStatus } from '../../db/queries/sponsoring';
import { requireAppKey } from '../middleware/app-key';
import { rateLimit } from '../middleware/rate-limit';
import { NOT_FOUND } from '../messages';
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
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/utilisateur',
      tags,
      summary: 'Mes sponsorings (Mes Ads), les plus récents d’abord : annonce, pack, état, dates, reach, dernier paiement.',
      security: [{ bearerAuth: [] }],
      middleware: [requireUser('particulier', 'boutique')] as const,
      request: {
        query: z.object({
          page: queryInt('page', { min: 1, max: 10_000 }),
          itemsPerPage: queryInt('itemsPerPage', { min: 1, max: 50, description: 'Sponsorings par page (défaut 10).' }),
        }),
      },
      responses: { 200: json(MySponsoringPage, 'Une page de mes sponsorings.'), ...errors(400, 401, 403, 503) },
    }),
    async (c) => {
      const { page, itemsPerPage } = c.req.valid('query');
      return c.json(await mySponsorings(c.var.db, signedInUser(c), { page, limit: itemsPerPage }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/utilisateur/{id}/desactiver',
      tags,
      summary: 'Désactive un de mes sponsorings (en cours ou en attente de paiement), sans remboursement.',
      security: [{ bearerAuth: [] }],
      middleware: [requireUser('particulier', 'boutique')] as const,
      request: { params: z.object({ id: pathId('id') }) },
      responses: { 200: json(z.object({ etat_sponsoring: z.literal('desactivee') }), 'Désactivé.'), ...errors(400, 401, 403, 404, 409, 503) },
    }),
    async (c) => {
      const stopped = await deactivateMySponsoring(c.var.db, signedInUser(c), c.req.valid('param').id);
      // No longer sponsored: the home page and the lists stop showing it.
      if (stopped.wasRunning) c.var.publicPages.listingsChanged([stopped.listing]);
      return c.json({ etat_sponsoring: 'desactivee' as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/incrementer-reach/{id}',
      tags,
      summary: 'Compte un affichage de l’encart d’un sponsoring en cours (clients MotoMaroc seulement : en-tête X-App-Key).',
      middleware: [requireAppKey, rateLimit('counters')] as const,
      request: { params: z.object({ id: pathId('id') }) },
      responses: { 200: json(z.object({ reach: z.number().int() }), 'Nouveau reach.'), ...errors(400, 401, 404, 429, 503) },
    }),
    async (c) => {
      const reach = await incrementSponsoringReach(c.var.db, c.req.valid('param').id);
      return reach === null ? c.json({ error: NOT_FOUND.sponsoring as string }, 404) : c.json({ reach }, 200);
    },
  );
