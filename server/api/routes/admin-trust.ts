/**
 * v1 settings of the risk assessment for admins (issue 43): a seller's trust level, and the scam
 * expressions the assessment looks for. The threshold is a setting (parametrage seuil_risque).
 * Admins only, decided here.
 */
import { z } from '@hono/zod-openapi';
import { pathId } from '@/lib/schemas/common';
import { ScamWord, ScamWordBody, TRUST_ERRORS, TrustBody } from '@/lib/schemas/admin';
import { addScamWord, removeScamWord, scamWords, setTrust } from '../../db/queries/trust';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['admin']);
const IdParams = z.object({ id: pathId('id') });

export const trustAdminRoutes = newRouter()
  .openapi(
    declare.put('/utilisateur/{id}/confiance', {
      'x-bff': true,
      summary:
        'La confiance accordée à un vendeur (admin) : normale ; confiance (ses annonces sont publiées sauf sur un signal fort) ; mefiance (toutes attendent une personne).',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: IdParams, body: { content: { 'application/json': { schema: TrustBody } }, required: true } },
      responses: { 200: json(TrustBody, 'La confiance enregistrée.') },
    }),
    async (c) => {
      const { confiance } = c.req.valid('json');
      const found = await setTrust(c.var.db, c.var.user, c.req.valid('param').id, confiance);
      return found ? c.json({ confiance }, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.utilisateur), 404);
    },
  )
  .openapi(
    declare.get('/mots-arnaque', {
      'x-bff': true,
      summary: 'Les expressions d’arnaque que l’évaluation du risque cherche dans les annonces (admin), avec leur poids.',
      access: 'admin',
      errors: [503],
      responses: { 200: json(z.array(ScamWord), 'Les expressions.') },
    }),
    async (c) => c.json(await scamWords(c.var.db), 200),
  )
  .openapi(
    declare.post('/mots-arnaque', {
      'x-bff': true,
      summary: 'Ajoute une expression d’arnaque (admin), en français, en arabe ou en darija ; poids 25 par défaut.',
      access: 'admin',
      errors: [400, 409, 503],
      request: { body: { content: { 'application/json': { schema: ScamWordBody } }, required: true } },
      responses: { 201: json(ScamWord, 'L’expression ajoutée.') },
    }),
    async (c) => {
      const { expression, poids } = c.req.valid('json');
      return c.json(await addScamWord(c.var.db, c.var.user, expression, poids), 201);
    },
  )
  .openapi(
    declare.delete('/mots-arnaque/{id}', {
      'x-bff': true,
      summary: 'Retire une expression d’arnaque (admin).',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: IdParams },
      responses: { 200: json(z.object({ idmot: z.number().int() }), 'Retirée.') },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      return (await removeScamWord(c.var.db, c.var.user, id)) ? c.json({ idmot: id }, 200) : c.json(errorAnswer(TRUST_ERRORS.motIntrouvable), 404);
    },
  );
