/** v1 parametrage: public settings by name. */
import { z } from '@hono/zod-openapi';
import { Parametre, SettingName } from '@/lib/schemas/reference';
import { settingValue } from '../../db/queries/reference';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

export const settingRoutes = newRouter().openapi(
  routesOf(['parametrage']).get('/{name}', {
    summary: 'Valeur d’un paramètre (ex. affichagesponsoring : 1 active l’affichage des annonces sponsorisées).',
    access: 'public',
    errors: [400, 404, 503],
    request: { params: z.object({ name: SettingName }) },
    responses: { 200: json(Parametre, 'La valeur.') },
  }),
  async (c) => {
    const valeur = await settingValue(c.var.db, c.req.valid('param').name);
    return valeur === null ? c.json(errorAnswer(NOT_FOUND_ERRORS.parametre), 404) : c.json({ valeur }, 200);
  },
);
