/**
 * v1 settings and sponsoring packs for admins: change a setting (PUT parametrage/{name}), list
 * every pack with its sales, create one, change its price, days or order, retire it. Audited;
 * the public pages that show them are refreshed.
 */
import { z } from '@hono/zod-openapi';
import { AdminPack, PackCreate, PackUpdate, SETTING_RULES, SettingUpdate } from '@/lib/schemas/admin-settings';
import { pathId } from '@/lib/schemas/common';
import { Parametre, SettingName } from '@/lib/schemas/reference';
import { adminPacks, createPack, updatePack, updateSetting } from '../../db/queries/admin-settings';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

export const settingAdminRoutes = newRouter().openapi(
  routesOf(['parametrage']).put('/{name}', {
    'x-bff': true,
    summary: 'Change la valeur d’un paramètre existant (admin) : affichagesponsoring (1 : affiché, 0 : masqué), duree_annonce_jours (7 à 365).',
    access: 'admin',
    errors: [400, 404, 503],
    request: { params: z.object({ name: SettingName }), body: { content: { 'application/json': { schema: SettingUpdate } }, required: true } },
    responses: { 200: json(Parametre, 'La nouvelle valeur.') },
  }),
  async (c) => {
    const { valeur } = c.req.valid('json');
    const { name } = c.req.valid('param');
    const rule = SETTING_RULES[name];
    if (rule && !rule.valid(valeur)) return c.json(errorAnswer(rule.code), 400);
    if (!(await updateSetting(c.var.db, c.var.user, name, valeur))) return c.json(errorAnswer(NOT_FOUND_ERRORS.parametre), 404);
    c.var.publicPages.settingsChanged();
    return c.json({ valeur }, 200);
  },
);

export const packAdminRoutes = newRouter()
  .openapi(
    routesOf(['packsponsoring']).get('/admin', {
      'x-bff': true,
      summary: 'Tous les packs, retirés compris, avec leurs ventes (admin).',
      access: 'admin',
      errors: [503],
      responses: { 200: json(z.array(AdminPack), 'Les packs.') },
    }),
    async (c) => c.json(await adminPacks(c.var.db), 200),
  )
  .openapi(
    routesOf(['packsponsoring']).post('/admin', {
      'x-bff': true,
      summary: 'Crée un pack (admin).',
      access: 'admin',
      errors: [400, 503],
      request: { body: { content: { 'application/json': { schema: PackCreate } }, required: true } },
      responses: { 201: json(AdminPack, 'Le pack.') },
    }),
    async (c) => {
      const pack = await createPack(c.var.db, c.var.user, c.req.valid('json'));
      c.var.publicPages.packsChanged();
      return c.json(pack, 201);
    },
  )
  .openapi(
    routesOf(['packsponsoring']).put('/admin/{id}', {
      'x-bff': true,
      summary: 'Modifie un pack (admin) : nom, description, prix, jours, ordre ; actif false le retire de la vente (les sponsorings passés le gardent).',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: z.object({ id: pathId('id') }), body: { content: { 'application/json': { schema: PackUpdate } }, required: true } },
      responses: { 200: json(AdminPack, 'Le pack.') },
    }),
    async (c) => {
      const pack = await updatePack(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'));
      if (!pack) return c.json(errorAnswer(NOT_FOUND_ERRORS.pack), 404);
      c.var.publicPages.packsChanged();
      return c.json(pack, 200);
    },
  );
