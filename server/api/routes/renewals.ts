/**
 * v1 prolongation: a listing renewed from the one-click link of its expiry notice, without signing
 * in. The signed token (server/auth/signed-links.ts) names the listing and the period it was made
 * in: forged, it opens nothing; used once, the period has changed and it renews nothing more.
 */
import { z } from '@/lib/schemas/zod';
import { Timestamp } from '@/lib/schemas/common';
import { LISTING_KINDS, LISTING_STATES, LISTING_URL_TYPES } from '@/lib/listing-types';
import { verifyLink } from '../../auth/signed-links';
import { parseRenewalSubject, renewalTarget, renewFromLink } from '../../db/queries/expiry';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';
import { countToday } from '../../db/queries/daily-stats';
import { errorCodes } from '@/lib/errors';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['annonce']);
export const RENEWAL_MESSAGES = {
  invalid: 'Ce lien de prolongation n’est pas valable.',
  used: 'Ce lien a déjà servi : l’annonce a été prolongée depuis.',
  state: 'Cette annonce ne peut plus être prolongée (vendue, désactivée ou en cours de vérification).',
} as const;
export const RENEWAL_ERRORS = /* @__PURE__ */ errorCodes('renewal', RENEWAL_MESSAGES);

const Jeton = z.string({ error: RENEWAL_ERRORS.invalid }).min(1, RENEWAL_ERRORS.invalid).max(600, RENEWAL_ERRORS.invalid);
const RenewalListing = z
  .object({
    type_annonce: z.enum(LISTING_KINDS),
    idannonce: z.number().int(),
    type: z.enum(LISTING_URL_TYPES),
    titre: z.string(),
    etat: z.enum(LISTING_STATES),
    date_expiration: Timestamp.nullable(),
  })
  .meta({ id: 'AnnonceAProlonger' });

function subjectOf(token: string) {
  const subject = verifyLink('prolonger', token);
  return subject ? parseRenewalSubject(subject) : null;
}

export const renewalRoutes = newRouter()
  .openapi(
    declare.get('/', {
      summary: 'L’annonce qu’un lien de prolongation prolongerait, et si ce lien vaut encore.',
      access: 'public',
      before: [rateLimit('mailLinks')],
      errors: [400, 404, 410, 429, 503],
      request: { query: z.object({ jeton: Jeton }) },
      responses: { 200: json(RenewalListing, 'L’annonce.') },
    }),
    async (c) => {
      const subject = subjectOf(c.req.valid('query').jeton);
      const target = subject ? await renewalTarget(c.var.db, subject.kind, subject.id) : null;
      if (!subject || !target) return c.json(errorAnswer(RENEWAL_ERRORS.invalid), 404);
      if (target.periode !== subject.periode) return c.json(errorAnswer(RENEWAL_ERRORS.used), 410);
      return c.json(
        {
          type_annonce: subject.kind,
          idannonce: subject.id,
          type: target.urlType,
          titre: target.titre,
          etat: target.etat as (typeof LISTING_STATES)[number],
          date_expiration: target.etat === 'publiee' ? target.expire : null,
        },
        200,
      );
    },
  )
  .openapi(
    declare.post('/', {
      summary: 'Prolonge l’annonce d’un lien de prolongation (une fois par lien).',
      access: 'public',
      before: [rateLimit('mailLinks')],
      errors: [400, 404, 409, 410, 415, 429, 503],
      request: { body: { ...json(z.object({ jeton: Jeton }), 'Le jeton du lien.'), required: true } },
      responses: {
        200: json(z.object({ etat: z.literal('publiee'), date_expiration: Timestamp }), 'Prolongée.'),
      },
    }),
    async (c) => {
      const subject = subjectOf(c.req.valid('json').jeton);
      if (!subject) return c.json(errorAnswer(RENEWAL_ERRORS.invalid), 404);
      const result = await renewFromLink(c.var.db, subject.kind, subject.id, subject.periode);
      if ('refused' in result) {
        if (result.refused === 'absente') return c.json(errorAnswer(RENEWAL_ERRORS.invalid), 404);
        if (result.refused === 'deja') return c.json(errorAnswer(RENEWAL_ERRORS.used), 410);
        return c.json(errorAnswer(RENEWAL_ERRORS.state), 409);
      }
      const { renewed } = result;
      await countToday(c.var.db, 'annonces_prolongees');
      c.var.publicPages.listingsChanged([{ urlType: renewed.urlType, id: subject.id, titre: renewed.titre }]);
      return c.json({ etat: 'publiee' as const, date_expiration: renewed.expire! }, 200);
    },
  );
