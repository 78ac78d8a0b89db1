/**
 * v1 back office calls that span resources (beyond the spec's list): the moderation queue over
 * both listing tables, and the audit trail. Admins only.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { LISTING_KINDS } from '@/lib/listing-types';
import { AdminListingPage, AdminListingsQuery } from '@/lib/schemas/admin';
import { AuditPage } from '@/lib/schemas/audit';
import { blankToUndefined, queryInt } from '@/lib/schemas/common';
import { adminListings } from '../../db/queries/admin-listings';
import { auditTrail } from '../../db/queries/audit';
import { errors, json, newRouter } from '../context';
import { requireUser } from '../middleware/auth';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const adminRoutes = newRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/annonces',
      tags,
      summary: 'Motos et équipements ensemble, par état (admin) ; en_attente : la file de modération, les plus anciennes d’abord ; type : un seul des deux.',
      security,
      middleware: [requireUser('admin')] as const,
      request: { query: AdminListingsQuery.extend({ type: z.preprocess(blankToUndefined, z.enum(LISTING_KINDS, { error: 'Le type doit valoir moto ou equipement.' }).optional()) }) },
      responses: { 200: json(AdminListingPage, 'Une page d’annonces.'), ...errors(400, 401, 403, 503) },
    }),
    async (c) => {
      const { etat, type, ...page } = c.req.valid('query');
      return c.json(await adminListings(c.var.db, { kind: type, etat, oldestFirst: etat === 'en_attente' }, page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/audit',
      tags,
      summary: 'Le journal des actions des admins, les plus récentes d’abord ; d’un objet quand objet_type et objet_id sont donnés.',
      security,
      middleware: [requireUser('admin')] as const,
      request: {
        query: z.object({
          objet_type: z.preprocess(blankToUndefined, z.string().regex(/^[a-z_]{2,40}$/, 'Paramètre objet_type invalide.').optional()),
          objet_id: queryInt('objet_id', { min: 1 }),
          page: queryInt('page', { min: 1, max: 10_000 }),
          limit: queryInt('limit', { min: 1, max: 100, description: 'Entrées par page (défaut 20).' }),
        }),
      },
      responses: { 200: json(AuditPage, 'Une page du journal.'), ...errors(400, 401, 403, 503) },
    }),
    async (c) => {
      const { objet_type, objet_id, page, limit } = c.req.valid('query');
      const objet = objet_type && objet_id ? { type: objet_type, id: objet_id } : undefined;
      return c.json(await auditTrail(c.var.db, { page: page ?? 1, limit: limit ?? 20, objet }), 200);
    },
  );
