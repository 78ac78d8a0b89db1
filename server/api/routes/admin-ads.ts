/**
 * v1 premium ads for admins, under premiumads/admin: campaigns with their ads and figures, and
 * creating, changing and deleting them. Images go through POST upload/photo first (checked and
 * re-encoded like listing photos). Every change shows on the public pages at once.
 */
import { z } from '@hono/zod-openapi';
import { AD_ERRORS, AdCreate, AdUpdate, AdminAd, AdminCampaign, CampaignCreate, CampaignUpdate } from '@/lib/schemas/admin-ads';
import { pathId } from '@/lib/schemas/common';
import { adminCampaign, adminCampaigns, createAd, createCampaign, deleteAd, updateAd, updateCampaign } from '../../db/queries/admin-ads';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['premiumads']);
const idParam = z.object({ id: pathId('id') });

export const adAdminRoutes = newRouter()
  .openapi(
    declare.get('/admin/campagnes', {
      summary: 'Campagnes et leurs publicités (admin), avec reach, clics, taux de clic et coût à ce jour.',
      access: 'admin',
      errors: [503],
      responses: { 200: json(z.array(AdminCampaign), 'Les campagnes.') },
    }),
    async (c) => c.json(await adminCampaigns(c.var.db), 200),
  )
  .openapi(
    declare.post('/admin/campagnes', {
      'x-bff': true,
      summary: 'Crée une campagne (admin) : annonceur, logo, dates.',
      access: 'admin',
      errors: [400, 503],
      request: { body: { content: { 'application/json': { schema: CampaignCreate } }, required: true } },
      responses: { 201: json(AdminCampaign, 'La campagne.') },
    }),
    async (c) => {
      const id = await createCampaign(c.var.db, c.var.user, c.req.valid('json'));
      c.var.publicPages.adsChanged();
      return c.json((await adminCampaign(c.var.db, id))!, 201);
    },
  )
  .openapi(
    declare.put('/admin/campagnes/{id}', {
      'x-bff': true,
      summary: 'Modifie une campagne (admin) ; actif false l’arrête.',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: idParam, body: { content: { 'application/json': { schema: CampaignUpdate } }, required: true } },
      responses: { 200: json(AdminCampaign, 'La campagne.') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await updateCampaign(c.var.db, c.var.user, id, c.req.valid('json')))) return c.json(errorAnswer(AD_ERRORS.notFound), 404);
      c.var.publicPages.adsChanged();
      return c.json((await adminCampaign(c.var.db, id))!, 200);
    },
  )
  .openapi(
    declare.post('/admin/campagnes/{id}/ads', {
      'x-bff': true,
      summary: 'Ajoute une publicité à une campagne (admin) : image, lien, titre, texte, appareil, pages, emplacement.',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: idParam, body: { content: { 'application/json': { schema: AdCreate } }, required: true } },
      responses: { 201: json(AdminAd, 'La publicité.') },
    }),
    async (c) => {
      const ad = await createAd(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'));
      if (!ad) return c.json(errorAnswer(AD_ERRORS.notFound), 404);
      c.var.publicPages.adsChanged();
      return c.json(ad, 201);
    },
  )
  .openapi(
    declare.put('/admin/ads/{id}', {
      'x-bff': true,
      summary: 'Modifie une publicité (admin).',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: idParam, body: { content: { 'application/json': { schema: AdUpdate } }, required: true } },
      responses: { 200: json(AdminAd, 'La publicité.') },
    }),
    async (c) => {
      const ad = await updateAd(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'));
      if (!ad) return c.json(errorAnswer(NOT_FOUND_ERRORS.premiumAd), 404);
      c.var.publicPages.adsChanged();
      return c.json(ad, 200);
    },
  )
  .openapi(
    declare.delete('/admin/ads/{id}', {
      'x-bff': true,
      summary: 'Supprime une publicité (admin).',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: idParam },
      responses: { 200: json(z.object({ message: z.string() }), 'Supprimée.') },
    }),
    async (c) => {
      if (!(await deleteAd(c.var.db, c.var.user, c.req.valid('param').id))) return c.json(errorAnswer(NOT_FOUND_ERRORS.premiumAd), 404);
      c.var.publicPages.adsChanged();
      return c.json({ message: 'Publicité supprimée.' }, 200);
    },
  );
