/**
 * v1 back office calls that span resources (beyond the spec's list): the moderation queue over
 * both listing tables, and the audit trail. Admins only.
 */
import { z } from '@hono/zod-openapi';
import { LISTING_KINDS } from '@/lib/listing-types';
import { AdminContactPage, AdminReportsQuery, ReportDecision, ReportedListingPage } from '@/lib/schemas/admin-reports';
import { AdminListingPage, AdminListingsQuery, BackupStatus, SignalVerdicts } from '@/lib/schemas/admin';
import { backupStatus } from '../../backup/status';
import { AuditPage } from '@/lib/schemas/audit';
import { blankToUndefined, pageQuery, queryInt } from '@/lib/schemas/common';
import { adminListings } from '../../db/queries/admin-listings';
import { auditTrail } from '../../db/queries/audit';
import { contactMessages, decideReports, markContactMessage, reportedListings } from '../../db/queries/admin-reports';
import { moderateListing, signalVerdicts } from '../../db/queries/moderation';
import { topSearches } from '../../db/queries/search';
import { SearchStats } from '@/lib/schemas/search';
import { BuyerStats } from '@/lib/schemas/alerts';
import { BUYER_STATS_DAYS } from '@/lib/buyer-stats';
import { dailyStats } from '../../db/queries/daily-stats';
import { pathId } from '@/lib/schemas/common';
import { JOBS } from '../../jobs/names';
import { NOT_FOUND_ERRORS } from '../messages';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['admin']);

const SEARCH_STATS_DAYS = 30;

export const adminRoutes = newRouter()
  .openapi(
    declare.get('/sauvegardes', {
      summary:
        'Les sauvegardes (admin) : la dernière, son âge et sa taille, l’archivage continu des WAL, le dernier test de restauration, et des alertes quand une sauvegarde a plus d’un jour, que l’archivage est arrêté ou qu’un test a échoué.',
      access: 'admin',
      errors: [503],
      responses: { 200: json(BackupStatus, 'L’état des sauvegardes.') },
    }),
    async (c) => c.json(await backupStatus(c.var.primary, c.var.backups ?? null), 200),
  )
  .openapi(
    declare.get('/recherches', {
      summary: `Ce que les visiteurs cherchent sur ${SEARCH_STATS_DAYS} jours (admin) : les recherches les plus faites, et celles qui n’ont rien trouvé le plus souvent.`,
      access: 'admin',
      errors: [503],
      responses: { 200: json(SearchStats, 'Les recherches.') },
    }),
    async (c) => c.json({ jours: SEARCH_STATS_DAYS, ...(await topSearches(c.var.db, SEARCH_STATS_DAYS, 10)) }, 200),
  )
  .openapi(
    declare.get('/acheteurs', {
      summary: `Par jour, sur ${BUYER_STATS_DAYS} jours (admin) : alertes envoyées et ouvertes, favoris ajoutés, annonces expirées et prolongées, vendues via MotoMaroc ou ailleurs.`,
      access: 'admin',
      errors: [503],
      responses: { 200: json(BuyerStats, 'Les chiffres du jour, le plus récent d’abord.') },
    }),
    async (c) => c.json({ jours: await dailyStats(c.var.db, BUYER_STATS_DAYS) }, 200),
  )
  .openapi(
    declare.get('/signaux-risque', {
      summary: `Par signal de l’évaluation du risque, sur ${BUYER_STATS_DAYS} jours (admin) : combien de décisions l’ont confirmé, combien l’ont rejeté.`,
      access: 'admin',
      errors: [503],
      responses: { 200: json(SignalVerdicts, 'Les signaux, dans l’ordre de l’évaluation.') },
    }),
    async (c) => c.json({ jours: BUYER_STATS_DAYS, signaux: await signalVerdicts(c.var.db, BUYER_STATS_DAYS) }, 200),
  )
  .openapi(
    declare.get('/annonces', {
      'x-bff': true,
      summary: 'Motos et équipements ensemble, par état (admin) ; en_attente : la file de modération, les plus anciennes d’abord ; type : un seul des deux.',
      access: 'admin',
      errors: [400, 503],
      request: {
        query: AdminListingsQuery.extend({
          type: z.preprocess(blankToUndefined, z.enum(LISTING_KINDS, { error: 'Le type doit valoir moto ou equipement.' }).optional()),
        }),
      },
      responses: { 200: json(AdminListingPage, 'Une page d’annonces.') },
    }),
    async (c) => {
      const { etat, type, ...page } = c.req.valid('query');
      return c.json(await adminListings(c.var.db, { kind: type, etat, riskiestFirst: etat === 'en_attente' }, page), 200);
    },
  )
  .openapi(
    declare.get('/audit', {
      'x-bff': true,
      summary: 'Le journal des actions des admins, les plus récentes d’abord ; d’un objet quand objet_type et objet_id sont donnés.',
      access: 'admin',
      errors: [400, 503],
      request: {
        query: z.object({
          objet_type: z.preprocess(
            blankToUndefined,
            z
              .string()
              .regex(/^[a-z_]{2,40}$/, 'Paramètre objet_type invalide.')
              .optional(),
          ),
          objet_id: queryInt('objet_id', { min: 1 }),
          ...pageQuery({ items: 'Entrées', max: 100, defaultSize: 20 }),
        }),
      },
      responses: { 200: json(AuditPage, 'Une page du journal.') },
    }),
    async (c) => {
      const { objet_type, objet_id, page, limit } = c.req.valid('query');
      const objet = objet_type && objet_id ? { type: objet_type, id: objet_id } : undefined;
      return c.json(await auditTrail(c.var.db, { page: page ?? 1, limit: limit ?? 20, objet }), 200);
    },
  )
  .openapi(
    declare.get('/signalements', {
      'x-bff': true,
      summary:
        'Annonces signalées (admin), regroupées, la plus récemment signalée d’abord : nombre, motifs, détails ; nouveaux par défaut, le spam caché sauf spam=1.',
      access: 'admin',
      errors: [400, 503],
      request: { query: AdminReportsQuery },
      responses: { 200: json(ReportedListingPage, 'Une page d’annonces signalées.') },
    }),
    async (c) => {
      const { spam, ...query } = c.req.valid('query');
      return c.json(await reportedListings(c.var.db, { ...query, spam: spam === '1' }), 200);
    },
  )
  .openapi(
    declare.patch('/signalements/{type}/{id}', {
      'x-bff': true,
      summary:
        'Clôt les signalements ouverts d’une annonce (admin) : traités ou rejetés ; avec motif_refus, l’annonce est aussi dépubliée (refusee) et son vendeur prévenu.',
      access: 'admin',
      errors: [400, 404, 409, 503],
      request: {
        params: z.object({
          type: z.enum(LISTING_KINDS, { error: 'Le type doit valoir moto ou equipement.' }).meta({ param: { name: 'type', in: 'path' } }),
          id: pathId('id'),
        }),
        body: { content: { 'application/json': { schema: ReportDecision } }, required: true },
      },
      responses: { 200: json(z.object({ clos: z.number().int() }), 'Signalements clos.') },
    }),
    async (c) => {
      const admin = c.var.user;
      const { type, id } = c.req.valid('param');
      const decision = c.req.valid('json');
      if (decision.motif_refus) {
        const result = await moderateListing(c.var.db, admin, type, id, { etat: 'refusee', motif_refus: decision.motif_refus });
        if (!result) return c.json(errorAnswer(NOT_FOUND_ERRORS.annonce), 404);
        if (result.public) c.var.publicPages.listingsChanged([{ urlType: result.urlType, id: result.id, titre: result.titre }]);
        await c.var.jobs
          .send(JOBS.moderationNotice, { kind: type, id, etat: 'refusee' })
          .catch((error: unknown) => c.var.log.error({ err: error, type, id }, 'moderation mail not queued'));
      }
      return c.json({ clos: await decideReports(c.var.db, admin, type, id, decision.statut) }, 200);
    },
  )
  .openapi(
    declare.get('/messages', {
      'x-bff': true,
      summary: 'Messages du formulaire de contact (admin), les plus récents d’abord ; traite=0 : non lus, 1 : lus.',
      access: 'admin',
      errors: [400, 503],
      request: {
        query: z.object({
          traite: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: 'Le paramètre traite vaut 0 ou 1.' }).optional()),
          ...pageQuery({ items: 'Messages', max: 50, defaultSize: 10 }),
        }),
      },
      responses: { 200: json(AdminContactPage, 'Une page de messages.') },
    }),
    async (c) => {
      const { traite, ...page } = c.req.valid('query');
      return c.json(await contactMessages(c.var.db, { ...page, traite: traite === undefined ? undefined : traite === '1' }), 200);
    },
  )
  .openapi(
    declare.patch('/messages/{id}', {
      'x-bff': true,
      summary: 'Marque un message de contact lu (traite: true) ou non lu (admin).',
      access: 'admin',
      errors: [400, 404, 503],
      request: {
        params: z.object({ id: pathId('id') }),
        body: {
          content: { 'application/json': { schema: z.strictObject({ traite: z.boolean({ error: 'traite doit valoir true ou false.' }) }) } },
          required: true,
        },
      },
      responses: { 200: json(z.object({ traite: z.boolean() }), 'Enregistré.') },
    }),
    async (c) => {
      const { traite } = c.req.valid('json');
      const found = await markContactMessage(c.var.db, c.var.user, c.req.valid('param').id, traite);
      return found ? c.json({ traite }, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.message), 404);
    },
  );
