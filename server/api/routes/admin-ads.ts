/**
 * v1 premium ads for admins, under premiumads/admin: campaigns with their ads and figures, and
 * creating, changing and deleting them. Images go through POST upload/photo first (checked and
 * re-encoded like listing photos). Every change shows on the public pages at once.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { AD_MESSAGES, AdCreate, AdUpdate, AdminAd, AdminCampaign, CampaignCreate, CampaignUpdate } from '@/lib/schemas/admin-ads';
import { pathId } from '@/lib/schemas/common';
import { adminCampaign, adminCampaigns, createAd, createCampaign, deleteAd, updateAd, updateCampaign } from '../../db/queries/admin-ads';
import { errors, json, newRouter, bearerSecurity } from '../context';
import { requireUser } from '../middleware/auth';
import { NOT_FOUND } from '../messages';

const tags = ['premiumads'];
const idParam = z.object({ id: pathId('id') });

export const adAdminRoutes = newRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/campagnes',
      tags,
      summary: 'Campagnes et leurs publicités (admin), avec reach, clics, taux de clic et coût à ce jour.',
      security: bearerSecurity,
      middleware: [requireUser('admin')] as const,
      responses: { 200: json(z.array(AdminCampaign), 'Les campagnes.'), ...errors(401, 403, 503) },
    }),
    async (c) => c.json(await adminCampaigns(c.var.db), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      'x-bff': true,
      path: '/admin/campagnes',
      tags,
      summary: 'Crée une campagne (admin) : annonceur, logo, dates.',
      security: bearerSecurity,
      middleware: [requireUser('admin')] as const,
      request: { body: { content: { 'application/json': { schema: CampaignCreate } }, required: true } },
      responses: { 201: json(AdminCampaign, 'La campagne.'), ...errors(400, 401, 403, 503) },
    }),
    async (c) => {
      const id = await createCampaign(c.var.db, c.var.user, c.req.valid('json'));
      c.var.publicPages.adsChanged();
      return c.json((await adminCampaign(c.var.db, id))!, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      'x-bff': true,
      path: '/admin/campagnes/{id}',
      tags,
      summary: 'Modifie une campagne (admin) ; actif false l’arrête.',
      security: bearerSecurity,
      middleware: [requireUser('admin')] as const,
      request: { params: idParam, body: { content: { 'application/json': { schema: CampaignUpdate } }, required: true } },
      responses: { 200: json(AdminCampaign, 'La campagne.'), ...errors(400, 401, 403, 404, 503) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await updateCampaign(c.var.db, c.var.user, id, c.req.valid('json')))) return c.json({ error: AD_MESSAGES.notFound as string }, 404);
      c.var.publicPages.adsChanged();
      return c.json((await adminCampaign(c.var.db, id))!, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      'x-bff': true,
      path: '/admin/campagnes/{id}/ads',
      tags,
      summary: 'Ajoute une publicité à une campagne (admin) : image, lien, titre, texte, appareil, pages, emplacement.',
      security: bearerSecurity,
      middleware: [requireUser('admin')] as const,
      request: { params: idParam, body: { content: { 'application/json': { schema: AdCreate } }, required: true } },
      responses: { 201: json(AdminAd, 'La publicité.'), ...errors(400, 401, 403, 404, 503) },
    }),
    async (c) => {
      const ad = await createAd(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'));
      if (!ad) return c.json({ error: AD_MESSAGES.notFound as string }, 404);
      c.var.publicPages.adsChanged();
      return c.json(ad, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      'x-bff': true,
      path: '/admin/ads/{id}',
      tags,
      summary: 'Modifie une publicité (admin).',
      security: bearerSecurity,
      middleware: [requireUser('admin')] as const,
      request: { params: idParam, body: { content: { 'application/json': { schema: AdUpdate } }, required: true } },
      responses: { 200: json(AdminAd, 'La publicité.'), ...errors(400, 401, 403, 404, 503) },
    }),
    async (c) => {
      const ad = await updateAd(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'));
      if (!ad) return c.json({ error: NOT_FOUND.premiumAd as string }, 404);
      c.var.publicPages.adsChanged();
      return c.json(ad, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      'x-bff': true,
      path: '/admin/ads/{id}',
      tags,
      summary: 'Supprime une publicité (admin).',
      security: bearerSecurity,
      middleware: [requireUser('admin')] as const,
      request: { params: idParam },
      responses: { 200: json(z.object({ message: z.string() }), 'Supprimée.'), ...errors(400, 401, 403, 404, 503) },
    }),
    async (c) => {
      if (!(await deleteAd(c.var.db, c.var.user, c.req.valid('param').id))) return c.json({ error: NOT_FOUND.premiumAd as string }, 404);
      c.var.publicPages.adsChanged();
      return c.json({ message: 'Publicité supprimée.' }, 200);
    },
  );
