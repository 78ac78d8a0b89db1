/**
 * v1 listings for admins, under moto/ and equipement/ (spec section 7): lists by state, sold
 * listings, a user's listings, one listing whole, moderation (publish, refuse with a reason,
 * mark sold), deletion, and the statistics. Admins only: anyone else gets a 401 or a 403 here,
 * whatever the pages do. Every change is audited and refreshes the public pages it touches.
 */
import { z } from '@hono/zod-openapi';
import type { ListingKind } from '@/lib/listing-types';
import { ADMIN_MESSAGES, AdminListingDetail, AdminListingPage, AdminListingsQuery, ListingStats } from '@/lib/schemas/admin';
import { blankToUndefined, pageQuery, pathId } from '@/lib/schemas/common';
import { ListingCorrection, ListingStateBody } from '@/lib/schemas/listing-write';
import { adminListingDetail, adminListings, deleteListingAsAdmin, listingStats } from '../../db/queries/admin-listings';
import { correctListing, moderateListing } from '../../db/queries/moderation';
import { JOBS } from '../../jobs/names';
import { countToday } from '../../db/queries/daily-stats';
import { RISK_SIGNALS } from '@/lib/trust';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

/** The held listing's signals the admin found right; the others are recorded as rejected. */
const ConfirmedSignals = z
  .array(z.enum(RISK_SIGNALS, { error: 'Signal de risque inconnu.' }), { error: 'Les signaux confirmés sont une liste de codes.' })
  .max(RISK_SIGNALS.length, 'Les signaux confirmés sont une liste de codes.')
  .optional()
  .meta({
    description: 'Les signaux de l’évaluation que la décision confirme (défaut : tous pour un refus, aucun pour une publication) ; les autres sont rejetés.',
  });

export const ModerationBody = z
  .discriminatedUnion(
    'etat',
    [
      z.object({ etat: z.literal('publiee'), signaux_confirmes: ConfirmedSignals }),
      z.object({
        etat: z.literal('refusee'),
        motif_refus: z
          .string({ error: 'Indiquez le motif du refus.' })
          .trim()
          .min(3, 'Indiquez le motif du refus.')
          .max(500, 'Motif trop long (500 caractères au plus).'),
        signaux_confirmes: ConfirmedSignals,
      }),
      z.object({ etat: z.literal('vendue') }),
    ],
    { error: 'L’état doit valoir publiee, refusee ou vendue.' },
  )
  .openapi('DecisionModeration');

const USER_ID_REQUIRED = 'Le paramètre idutilisateur est obligatoire (un identifiant d’utilisateur).';
const idParam = z.object({ id: pathId('id') });
const listingPageQuery = z.object(pageQuery({ items: 'Annonces', max: 100, defaultSize: 10 }));

function adminListingRoutes(kind: ListingKind) {
  const declare = routesOf([kind]);
  return newRouter()
    .openapi(
      declare.get('/admin', {
        'x-bff': true,
        summary: 'Annonces par état (admin) ; en_attente : la file de modération, les plus anciennes d’abord. Page 1, 10 par page par défaut.',
        access: 'admin',
        errors: [400, 503],
        request: { query: AdminListingsQuery },
        responses: { 200: json(AdminListingPage, 'Une page d’annonces.') },
      }),
      async (c) => {
        const { etat, ...page } = c.req.valid('query');
        return c.json(await adminListings(c.var.db, { kind, etat, riskiestFirst: etat === 'en_attente' }, page), 200);
      },
    )
    .openapi(
      declare.get('/vendu-admin', {
        'x-bff': true,
        summary: 'Annonces vendues (admin), les plus récentes d’abord.',
        access: 'admin',
        errors: [400, 503],
        request: { query: listingPageQuery },
        responses: { 200: json(AdminListingPage, 'Une page d’annonces vendues.') },
      }),
      async (c) => c.json(await adminListings(c.var.db, { kind, etat: 'vendue' }, c.req.valid('query')), 200),
    )
    .openapi(
      declare.get('/annonces-utilisateur-admin', {
        'x-bff': true,
        summary: 'Les annonces d’un utilisateur (admin), tous états, les plus récentes d’abord.',
        access: 'admin',
        errors: [400, 503],
        request: {
          query: z.object({
            idutilisateur: z
              .preprocess(
                blankToUndefined,
                z
                  .string({ error: USER_ID_REQUIRED })
                  .regex(/^[1-9]\d{0,9}$/, USER_ID_REQUIRED)
                  .transform(Number),
              )
              .meta({ param: { name: 'idutilisateur', in: 'query' }, example: '12' }),
            ...pageQuery({ items: 'Annonces', max: 100, defaultSize: 10, size: 'itemsPerPage' }),
          }),
        },
        responses: { 200: json(AdminListingPage, 'Une page d’annonces de l’utilisateur.') },
      }),
      async (c) => {
        const { idutilisateur, page, itemsPerPage } = c.req.valid('query');
        return c.json(await adminListings(c.var.db, { kind, idutilisateur }, { page, limit: itemsPerPage }), 200);
      },
    )
    .openapi(
      declare.get('/stats', {
        'x-bff': true,
        summary: 'Statistiques (admin) : annonces par état, nouvelles annonces par jour sur 30 jours, vues.',
        access: 'admin',
        errors: [503],
        responses: { 200: json(ListingStats, 'Les statistiques.') },
      }),
      async (c) => c.json(await listingStats(c.var.db, kind), 200),
    )
    .openapi(
      declare.get('/admin/annonce/{id}', {
        'x-bff': true,
        summary: 'Une annonce entière quel que soit son état (admin) : photos, champs, et son vendeur (inscription, annonces par état).',
        access: 'admin',
        errors: [400, 404, 503],
        request: { params: idParam },
        responses: { 200: json(AdminListingDetail, 'L’annonce.') },
      }),
      async (c) => {
        const detail = await adminListingDetail(c.var.db, kind, c.req.valid('param').id);
        return detail ? c.json(detail, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
      },
    )
    .openapi(
      declare.put('/admin/annonce/{id}', {
        'x-bff': true,
        summary: 'Modération (admin) : publie l’annonce, la refuse avec un motif, ou la marque vendue. Le propriétaire est prévenu par e-mail.',
        access: 'admin',
        errors: [400, 404, 409, 503],
        request: { params: idParam, body: { content: { 'application/json': { schema: ModerationBody } }, required: true } },
        responses: { 200: json(ListingStateBody, 'Le nouvel état.') },
      }),
      async (c) => {
        const decision = c.req.valid('json');
        const result = await moderateListing(c.var.db, c.var.user, kind, c.req.valid('param').id, decision);
        if (!result) return c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
        if (result.public) c.var.publicPages.listingsChanged([{ urlType: result.urlType, id: result.id, titre: result.titre }]);
        if (result.held && decision.etat === 'refusee') await countToday(c.var.db, 'retenues_refusees');
        // The decision stands whatever happens to the mail.
        await c.var.jobs
          .send(JOBS.moderationNotice, { kind, id: result.id, etat: decision.etat })
          .catch((error: unknown) => c.var.log.error({ err: error, kind, id: result.id }, 'moderation mail not queued'));
        // Buyers' alerts and favourites hear of it once it is public, never before.
        if (decision.etat === 'publiee')
          await c.var.jobs
            .send(JOBS.listingPublished, { kind, id: result.id })
            .catch((error: unknown) => c.var.log.error({ err: error, kind, id: result.id }, 'alert matching not queued'));
        return c.json({ etat: result.etat }, 200);
      },
    )
    .openapi(
      declare.patch('/admin/annonce/{id}', {
        'x-bff': true,
        summary: 'Corrige une annonce (admin) : titre, description, prix, catégorie de moto ; mêmes règles que le formulaire de dépôt. Son état ne change pas.',
        access: 'admin',
        errors: [400, 404, 503],
        request: { params: idParam, body: { content: { 'application/json': { schema: ListingCorrection } }, required: true } },
        responses: { 200: json(AdminListingDetail, 'L’annonce corrigée.') },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const corrected = await correctListing(c.var.db, c.var.user, kind, id, c.req.valid('json'));
        if (!corrected) return c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
        if (corrected.after.public) c.var.publicPages.listingsChanged([corrected.before, corrected.after]);
        return c.json((await adminListingDetail(c.var.db, kind, id))!, 200);
      },
    )
    .openapi(
      declare.delete('/admin/annonce/{id}', {
        'x-bff': true,
        summary:
          'Supprime une annonce (admin), avec ses sponsorings et signalements ; ses photos quittent le stockage ; le propriétaire est prévenu par e-mail.',
        access: 'admin',
        errors: [400, 404, 503],
        request: { params: idParam },
        responses: { 200: json(z.object({ message: z.string() }), 'Supprimée.') },
      }),
      async (c) => {
        const removed = await deleteListingAsAdmin(c.var.db, c.var.user, kind, c.req.valid('param').id);
        if (!removed) return c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
        if (removed.wasPublic) c.var.publicPages.listingsChanged([removed.listing]);
        await c.var.jobs
          .send(JOBS.moderationNotice, { kind, id: removed.listing.id, etat: 'supprimee', titre: removed.listing.titre, idutilisateur: removed.idutilisateur })
          .catch((error: unknown) => c.var.log.error({ err: error, kind, id: removed.listing.id }, 'moderation mail not queued'));
        // Seeded photos may be shared between listings: only uploads of users are removed.
        const uploads = removed.photos.filter((path) => path.startsWith('photos/'));
        await Promise.all(uploads.map((path) => c.var.files.remove(path).catch((error: unknown) => c.var.log.warn({ err: error, path }, 'file not deleted'))));
        return c.json({ message: ADMIN_MESSAGES.listingDeleted }, 200);
      },
    );
}

export const motorcycleModerationRoutes = adminListingRoutes('moto');
export const equipmentModerationRoutes = adminListingRoutes('equipement');
