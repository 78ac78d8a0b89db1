/**
 * v1 alertes: a signed-in person's saved searches (20 at most), each theirs alone; and, without
 * signing in, the one-click unsubscribe of a digest mail (a signed token naming the alert) and the
 * count of a click on a listing an alert found.
 */
import { ALERT_ERRORS, MAX_ALERTS } from '@/lib/alerts';
import { AlertCreate, AlertList, AlertUpdate } from '@/lib/schemas/alerts';
import { MessageBody, pathId } from '@/lib/schemas/common';
import type { ListingKind } from '@/lib/listing-types';
import { z } from '@/lib/schemas/zod';
import { verifyLink } from '../../auth/signed-links';
import { countAlertClick, createAlert, deleteAlert, listAlerts, pauseAlert, updateAlert } from '../../db/queries/alerts';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';
import { errorCodes } from '@/lib/errors';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['alertes']);
const IdParams = z.object({ id: pathId('id') });
export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'Ce lien de désabonnement n’est pas valable.',
  done: 'C’est fait : cette alerte ne vous enverra plus rien. Vous pouvez la réactiver dans Mes alertes.',
  already: 'Cette alerte était déjà arrêtée : elle ne vous envoie plus rien.',
} as const;
export const UNSUBSCRIBE_ERRORS = /* @__PURE__ */ errorCodes('unsubscribe', UNSUBSCRIBE_MESSAGES);
const CLICK_MESSAGES = { invalid: 'Ce lien d’alerte n’est pas valable.' } as const;
const CLICK_ERRORS = /* @__PURE__ */ errorCodes('alertClick', CLICK_MESSAGES);

export const alertRoutes = newRouter()
  .openapi(
    declare.get('/', {
      'x-bff': true,
      summary: 'Mes alertes, chacune avec les dernières annonces trouvées.',
      access: 'user',
      errors: [503],
      responses: { 200: json(AlertList, 'Mes alertes.') },
    }),
    async (c) => c.json({ alertes: await listAlerts(c.var.db, c.var.user.idutilisateur), max: MAX_ALERTS }, 200),
  )
  .openapi(
    declare.post('/', {
      'x-bff': true,
      summary: `Enregistre une recherche comme alerte (au plus ${MAX_ALERTS}) : ses mots, son type, ses filtres et son tri.`,
      access: 'user',
      errors: [400, 409, 415, 503],
      request: { body: { ...json(AlertCreate, 'La recherche.'), required: true } },
      responses: { 201: json(z.object({ idalerte: z.number().int() }), 'Créée.') },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const created = await createAlert(c.var.db, c.var.user.idutilisateur, {
        type: body.type,
        recherche: body.recherche,
        nom: body.nom,
        frequence: body.frequence ?? 'quotidien',
      });
      if (created === 'limite') return c.json(errorAnswer(ALERT_ERRORS.limit), 409);
      return c.json({ idalerte: created }, 201);
    },
  )
  .openapi(
    declare.put('/{id}', {
      'x-bff': true,
      summary: 'Renomme, met en pause ou relance une de mes alertes, ou change sa fréquence.',
      access: 'user',
      errors: [400, 404, 415, 503],
      request: { params: IdParams, body: { ...json(AlertUpdate, 'Les changements.'), required: true } },
      responses: { 200: json(MessageBody, 'Enregistré.') },
    }),
    async (c) => {
      if (!(await updateAlert(c.var.db, c.var.user.idutilisateur, c.req.valid('param').id, c.req.valid('json'))))
        return c.json(errorAnswer(ALERT_ERRORS.notFound), 404);
      return c.json({ message: 'Alerte enregistrée.' }, 200);
    },
  )
  .openapi(
    declare.delete('/{id}', {
      'x-bff': true,
      summary: 'Supprime une de mes alertes.',
      access: 'user',
      errors: [400, 404, 503],
      request: { params: IdParams },
      responses: { 200: json(MessageBody, 'Supprimée.') },
    }),
    async (c) => {
      if (!(await deleteAlert(c.var.db, c.var.user.idutilisateur, c.req.valid('param').id))) return c.json(errorAnswer(ALERT_ERRORS.notFound), 404);
      return c.json({ message: 'Alerte supprimée.' }, 200);
    },
  )
  .openapi(
    declare.post('/desabonnement', {
      summary: 'Le lien de désabonnement d’un e-mail d’alerte, sans connexion : l’alerte s’arrête.',
      access: 'public',
      before: [rateLimit('mailLinks')],
      errors: [400, 404, 415, 429, 503],
      request: {
        body: {
          ...json(z.object({ jeton: z.string({ error: UNSUBSCRIBE_ERRORS.invalid }).max(600, UNSUBSCRIBE_ERRORS.invalid) }), 'Le jeton du lien.'),
          required: true,
        },
      },
      responses: { 200: json(z.object({ message: z.string(), nom: z.string() }), 'Arrêtée.') },
    }),
    async (c) => {
      // The alert and the version it was in when the mail went (a link from before it was turned back on stops nothing).
      const subject = /^(\d{1,10})\.(\d{1,10})$/.exec(verifyLink('desabonner', c.req.valid('json').jeton) ?? '');
      const paused = subject ? await pauseAlert(c.var.db, Number(subject[1]), Number(subject[2])) : null;
      if (!paused) return c.json(errorAnswer(UNSUBSCRIBE_ERRORS.invalid), 404);
      return c.json({ message: paused.etaitActive ? UNSUBSCRIBE_MESSAGES.done : UNSUBSCRIBE_MESSAGES.already, nom: paused.nom }, 200);
    },
  )
  .openapi(
    declare.post('/clic', {
      summary:
        'Compte l’ouverture d’une annonce depuis une alerte (notification ou e-mail), une fois par destinataire et par annonce : le jeton signé du lien nomme l’alerte et l’annonce.',
      access: 'public',
      before: [rateLimit('counters')],
      errors: [400, 404, 415, 429, 503],
      request: {
        body: { ...json(z.object({ jeton: z.string({ error: CLICK_ERRORS.invalid }).max(600, CLICK_ERRORS.invalid) }), 'Le jeton du lien.'), required: true },
      },
      responses: { 200: json(z.object({ compte: z.boolean() }), 'Compté (false : déjà compté).') },
    }),
    async (c) => {
      const subject = /^(\d{1,10})\.(moto|equipement)\.(\d{1,10})$/.exec(verifyLink('ouvrir', c.req.valid('json').jeton) ?? '');
      if (!subject) return c.json(errorAnswer(CLICK_ERRORS.invalid), 404);
      return c.json({ compte: await countAlertClick(c.var.db, Number(subject[1]), subject[2] as ListingKind, Number(subject[3])) }, 200);
    },
  );
