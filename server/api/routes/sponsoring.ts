/** v1 sponsoring: public reads (running sponsorings, a listing's status), and buying one for my listing. */
import { z } from '@hono/zod-openapi';
import { SPONSORING_STATES, LISTING_KINDS } from '@/lib/listing-types';
import {
  AdminSponsoringPage,
  CreatedSponsoring,
  MySponsoringPage,
  SponsoredListing,
  SponsoringDetail,
  SponsoringRequest,
  SponsoringStateBody,
  SponsoringStats,
  SponsoringStatus,
  SponsoringStatusQuery,
  SponsoringUpdate,
  listingKindParam,
  SPONSORING_ERRORS,
} from '@/lib/schemas/sponsoring';
import { createPendingSponsoring, deactivateMySponsoring } from '../../db/queries/payments';
import { deleteSponsoring, setSponsoringState, sponsoringStats, updateSponsoring } from '../../db/queries/sponsoring-admin';
import { adminSponsorings, mySponsorings, sponsoringDetail } from '../../db/queries/sponsoring-lists';
import { blankToUndefined, pageQuery, pathId, queryInt } from '@/lib/schemas/common';
import { incrementSponsoringReach, runningSponsorings, sponsoringStatus } from '../../db/queries/sponsoring';
import { accountLanguage } from '../../db/queries/accounts';
import { JOBS } from '../../jobs/names';
import { noticesIn } from '../../notices/notices';
import { requireAppKey } from '../middleware/app-key';
import { rateLimit } from '../middleware/rate-limit';
import { NOT_FOUND_ERRORS } from '../messages';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['sponsoring']);

const adminListQuery = (defaultLimit: number) =>
  z.object({
    ...pageQuery({ items: 'Sponsorings', max: 100, defaultSize: defaultLimit }),
    etat: z.preprocess(blankToUndefined, z.enum(SPONSORING_STATES, { error: 'Parametres invalides.' }).optional()),
  });

const idParam = z.object({ id: pathId('id') });

export const sponsoringRoutes = newRouter()
  .openapi(
    declare.get('/type/{type}', {
      summary: 'Sponsorings en cours (actifs et dans leurs dates) d’annonces publiées, avec leur annonce.',
      access: 'public',
      errors: [400, 503],
      request: { params: z.object({ type: listingKindParam }) },
      responses: { 200: json(z.array(SponsoredListing), 'Sponsorings en cours, les plus récents d’abord.') },
    }),
    async (c) => c.json(await runningSponsorings(c.var.db, c.req.valid('param').type), 200),
  )
  .openapi(
    declare.get('/status', {
      summary: 'État du dernier sponsoring d’une annonce.',
      access: 'public',
      errors: [400, 503],
      request: { query: SponsoringStatusQuery },
      responses: { 200: json(SponsoringStatus, 'L’état, ou aucun.') },
    }),
    async (c) => {
      const { type, idAnnonce } = c.req.valid('query');
      return c.json(await sponsoringStatus(c.var.db, type, idAnnonce), 200);
    },
  )
  .openapi(
    declare.post('/', {
      'x-bff': true,
      summary:
        'Crée le sponsoring en attente de paiement d’une de mes annonces publiées, pour un pack de son type (un seul en cours ou en attente par annonce).',
      access: 'sellers',
      errors: [400, 404, 409, 503],
      request: { body: { content: { 'application/json': { schema: SponsoringRequest } }, required: true } },
      responses: { 201: json(CreatedSponsoring, 'Le sponsoring, en attente de paiement.') },
    }),
    async (c) => {
      const created = await createPendingSponsoring(c.var.db, c.var.user, c.req.valid('json'));
      return c.json({ idsponsoring: created.idsponsoring, etat_sponsoring: 'en_attente' as const, idpack: created.idpack, nbr_jour: created.nbr_jour }, 201);
    },
  )
  .openapi(
    declare.get('/utilisateur', {
      'x-bff': true,
      summary: 'Mes sponsorings (Mes Ads), les plus récents d’abord : annonce, pack, état, dates, reach, dernier paiement.',
      access: 'sellers',
      errors: [400, 503],
      request: {
        query: z.object({
          ...pageQuery({ items: 'Sponsorings', max: 50, defaultSize: 10, size: 'itemsPerPage' }),
        }),
      },
      responses: { 200: json(MySponsoringPage, 'Une page de mes sponsorings.') },
    }),
    async (c) => {
      const { page, itemsPerPage } = c.req.valid('query');
      return c.json(await mySponsorings(c.var.db, c.var.user, { page, limit: itemsPerPage }), 200);
    },
  )
  .openapi(
    declare.patch('/utilisateur/{id}/desactiver', {
      'x-bff': true,
      summary: 'Désactive un de mes sponsorings (en cours ou en attente de paiement), sans remboursement.',
      access: 'sellers',
      errors: [400, 404, 409, 503],
      request: { params: z.object({ id: pathId('id') }) },
      responses: { 200: json(z.object({ etat_sponsoring: z.literal('desactivee') }), 'Désactivé.') },
    }),
    async (c) => {
      const stopped = await deactivateMySponsoring(c.var.db, c.var.user, c.req.valid('param').id);
      // No longer sponsored: the home page and the lists stop showing it.
      if (stopped.wasRunning) c.var.publicPages.listingsChanged([stopped.listing]);
      return c.json({ etat_sponsoring: 'desactivee' as const }, 200);
    },
  )
  .openapi(
    declare.post('/incrementer-reach/{id}', {
      'x-bff': true,
      summary: 'Compte un affichage de l’encart d’un sponsoring en cours (clients MotoMaroc seulement : en-tête X-App-Key).',
      access: 'public',
      before: [requireAppKey, rateLimit('counters')],
      errors: [400, 401, 404, 429, 503],
      request: { params: z.object({ id: pathId('id') }) },
      responses: { 200: json(z.object({ reach: z.number().int() }), 'Nouveau reach.') },
    }),
    async (c) => {
      const reach = await incrementSponsoringReach(c.var.db, c.req.valid('param').id);
      return reach === null ? c.json(errorAnswer(NOT_FOUND_ERRORS.sponsoring), 404) : c.json({ reach }, 200);
    },
  )
  .openapi(
    declare.get('/', {
      'x-bff': true,
      summary: 'Tous les sponsorings (admin), les plus récents d’abord, avec annonce, acheteur, pack, dates et dernier paiement ; filtres état et type.',
      access: 'admin',
      errors: [400, 503],
      request: {
        query: adminListQuery(10).extend({
          type: z.preprocess(blankToUndefined, z.enum(LISTING_KINDS, { error: 'Parametres invalides.' }).optional()),
          idutilisateur: queryInt('idutilisateur', { min: 1, description: 'Les sponsorings d’un acheteur.' }),
        }),
      },
      responses: { 200: json(AdminSponsoringPage, 'Une page de sponsorings.') },
    }),
    async (c) => c.json(await adminSponsorings(c.var.db, { ...c.req.valid('query') }), 200),
  )
  .openapi(
    declare.get('/admin/moto', {
      'x-bff': true,
      summary: 'Sponsorings de motos (admin), par état ; 50 par page par défaut.',
      access: 'admin',
      errors: [400, 503],
      request: { query: adminListQuery(50) },
      responses: { 200: json(AdminSponsoringPage, 'Une page de sponsorings de motos.') },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await adminSponsorings(c.var.db, { ...query, limit: query.limit ?? 50, type: 'moto' }), 200);
    },
  )
  .openapi(
    declare.get('/admin/stats', {
      'x-bff': true,
      summary: 'Statistiques des sponsorings (admin) : nombre par état, actifs, reach, revenu total et par mois (12 derniers mois).',
      access: 'admin',
      errors: [503],
      responses: { 200: json(SponsoringStats, 'Les statistiques.') },
    }),
    async (c) => c.json(await sponsoringStats(c.var.db), 200),
  )
  .openapi(
    declare.patch('/{id}/etat', {
      'x-bff': true,
      summary: 'Change l’état d’un sponsoring (admin). Activer un sponsoring en attente le fait commencer maintenant ; expiree découle des dates.',
      access: 'admin',
      errors: [400, 404, 409, 503],
      request: { params: idParam, body: { content: { 'application/json': { schema: SponsoringStateBody } }, required: true } },
      responses: { 200: json(SponsoringDetail, 'Le sponsoring modifié.') },
    }),
    async (c) => {
      const admin = c.var.user;
      const { id } = c.req.valid('param');
      const changed = await setSponsoringState(c.var.db, admin, id, c.req.valid('json').etat_sponsoring);
      if (changed.listingChanged) c.var.publicPages.listingsChanged([changed.listingChanged]);
      const detail = (await sponsoringDetail(c.var.db, id, admin))!;
      if (changed.started) {
        const say = noticesIn(await accountLanguage(c.var.db, detail.acheteur.idutilisateur));
        const content = say.sponsoringActivePush({ titre: detail.titre, dateFin: detail.date_fin });
        await c.var.jobs
          .send(JOBS.push, { idutilisateur: detail.acheteur.idutilisateur, content })
          .catch((error: unknown) => c.var.log.error({ err: error, id }, 'push not queued'));
      }
      return c.json(detail, 200);
    },
  )
  .openapi(
    declare.put('/{id}', {
      'x-bff': true,
      summary: 'Modifie la date de début ou le nombre de jours d’un sponsoring (admin), par exemple une prolongation commerciale.',
      access: 'admin',
      errors: [400, 404, 409, 503],
      request: { params: idParam, body: { content: { 'application/json': { schema: SponsoringUpdate } }, required: true } },
      responses: { 200: json(SponsoringDetail, 'Le sponsoring modifié.') },
    }),
    async (c) => {
      const admin = c.var.user;
      const { id } = c.req.valid('param');
      const changed = await updateSponsoring(c.var.db, admin, id, c.req.valid('json'));
      if (changed.listingChanged) c.var.publicPages.listingsChanged([changed.listingChanged]);
      return c.json((await sponsoringDetail(c.var.db, id, admin))!, 200);
    },
  )
  .openapi(
    declare.delete('/{id}', {
      'x-bff': true,
      summary: 'Supprime un sponsoring (admin) ; ses paiements restent dans la comptabilité.',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: idParam },
      responses: { 200: json(z.object({ message: z.string() }), 'Supprimé.') },
    }),
    async (c) => {
      const changed = await deleteSponsoring(c.var.db, c.var.user, c.req.valid('param').id);
      if (changed.listingChanged) c.var.publicPages.listingsChanged([changed.listingChanged]);
      return c.json({ message: 'Sponsoring supprimé.' }, 200);
    },
  )
  .openapi(
    declare.get('/{id}', {
      'x-bff': true,
      summary: 'Un sponsoring entier, avec tous ses paiements (son acheteur ou un admin ; pour les autres il n’existe pas).',
      access: 'user',
      errors: [400, 404, 503],
      request: { params: idParam },
      responses: { 200: json(SponsoringDetail, 'Le sponsoring.') },
    }),
    async (c) => {
      const detail = await sponsoringDetail(c.var.db, c.req.valid('param').id, c.var.user);
      return detail ? c.json(detail, 200) : c.json(errorAnswer(SPONSORING_ERRORS.notFound), 404);
    },
  );
