/**
 * v1 utilisateur/telephone/…: a seller confirms their number with a code sent by SMS (issue 43),
 * through Firebase's phone sign-in (server/auth/phone-verification). The number confirmed is the
 * account's own, the one the contact button gives; once confirmed, their listings, shop page and
 * contact box say "Numéro vérifié", and the risk assessment counts it. Sellers only, decided here.
 */
import type { Context } from 'hono';
import { formatPhone } from '@/lib/phone';
import {
  PHONE_CODE_TRIES,
  PHONE_VERIFICATION_ERRORS,
  PHONE_VERIFICATION_MESSAGES as M,
  PhoneCodeBody,
  PhoneCodeSent,
  PhoneConfirmBody,
  PhoneVerified,
} from '@/lib/schemas/account';
import type { PhoneRefusal } from '../../auth/phone-verification';
import { countWrongCode, forgetCode, markPhoneVerified, pendingCode, publishedListingsOf, recordCodeSent } from '../../db/queries/phone-verification';
import { json, newRouter, type AppEnv } from '../context';
import { rateLimit } from '../middleware/rate-limit';
import { routesOf } from '../route';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['utilisateur']);

const REFUSALS: Record<PhoneRefusal, { code: string; status: 400 | 409 | 429 }> = {
  code: { code: PHONE_VERIFICATION_ERRORS.wrongCode, status: 400 },
  expired: { code: PHONE_VERIFICATION_ERRORS.expired, status: 400 },
  taken: { code: PHONE_VERIFICATION_ERRORS.taken, status: 409 },
  quota: { code: PHONE_VERIFICATION_ERRORS.quota, status: 429 },
  phone: { code: PHONE_VERIFICATION_ERRORS.phone, status: 400 },
  captcha: { code: PHONE_VERIFICATION_ERRORS.captcha, status: 400 },
};

const refuse = <E extends AppEnv>(c: Context<E>, refusal: PhoneRefusal) => c.json(errorAnswer(REFUSALS[refusal].code), REFUSALS[refusal].status);

export const phoneVerificationRoutes = newRouter()
  .openapi(
    declare.post('/telephone/code', {
      'x-bff': true,
      summary:
        'Envoie par SMS un code qui confirme le numéro de mon compte (Firebase, connexion par téléphone ; l’émulateur montre les codes). 5 envois par heure au plus.',
      access: 'sellers',
      after: [rateLimit('phoneCodes')],
      errors: [400, 409, 429, 503],
      request: { body: { ...json(PhoneCodeBody, 'Le jeton reCAPTCHA.'), required: true } },
      responses: { 200: json(PhoneCodeSent, 'Le code est envoyé.') },
    }),
    async (c) => {
      const user = c.var.user;
      if (!user.telephone) return c.json(errorAnswer(PHONE_VERIFICATION_ERRORS.noPhone), 409);
      if (user.telephone_verifie) return c.json(errorAnswer(PHONE_VERIFICATION_ERRORS.alreadyVerified), 409);
      const sent = await c.var.phone.sendCode(user.telephone, c.req.valid('json').recaptchaToken, user.langue);
      if ('refused' in sent) return refuse(c, sent.refused);
      await recordCodeSent(c.var.db, user.idutilisateur, user.telephone, sent.sessionInfo);
      const telephone = formatPhone(user.telephone);
      return c.json({ telephone, message: M.sent({ phone: telephone }) }, 200);
    },
  )
  .openapi(
    declare.post('/telephone/verifier', {
      'x-bff': true,
      summary: `Confirme mon numéro avec le code reçu par SMS (6 chiffres ; ${PHONE_CODE_TRIES} essais par code). Un numéro vérifié sur un autre compte est refusé (409).`,
      access: 'sellers',
      errors: [400, 409, 429, 503],
      request: { body: { ...json(PhoneConfirmBody, 'Le code.'), required: true } },
      responses: { 200: json(PhoneVerified, 'Le numéro est vérifié.') },
    }),
    async (c) => {
      const user = c.var.user;
      const pending = await pendingCode(c.var.db, user.idutilisateur);
      if (!pending) return c.json(errorAnswer(PHONE_VERIFICATION_ERRORS.noCode), 409);
      if (pending.essais >= PHONE_CODE_TRIES) return c.json(errorAnswer(PHONE_VERIFICATION_ERRORS.tooManyTries), 429);
      if (pending.telephone !== user.telephone) {
        await forgetCode(c.var.db, user.idutilisateur);
        return c.json(errorAnswer(PHONE_VERIFICATION_ERRORS.phoneChanged), 409);
      }
      // The caller's own ID token: Firebase links the number to that account and no other.
      const idToken = c.req.header('authorization')!.replace(/^Bearer\s+/i, '');
      const confirmed = await c.var.phone.confirm(pending.session_info, c.req.valid('json').code, idToken);
      if ('refused' in confirmed) {
        if (confirmed.refused === 'code') {
          const tries = await countWrongCode(c.var.db, user.idutilisateur);
          if (tries >= PHONE_CODE_TRIES) return c.json(errorAnswer(PHONE_VERIFICATION_ERRORS.tooManyTries), 429);
        } else await forgetCode(c.var.db, user.idutilisateur);
        return refuse(c, confirmed.refused);
      }
      if (confirmed.phoneNumber !== pending.telephone) return c.json(errorAnswer(PHONE_VERIFICATION_ERRORS.phoneChanged), 409);
      const when = await markPhoneVerified(c.var.db, user.idutilisateur, pending.telephone);
      if (!when) return c.json(errorAnswer(PHONE_VERIFICATION_ERRORS.phoneChanged), 409);
      // Their listings and shop page now carry the mark.
      c.var.publicPages.listingsChanged(await publishedListingsOf(c.var.db, user.idutilisateur));
      if (user.role === 'boutique') c.var.publicPages.shopChanged(user.idutilisateur);
      return c.json({ telephone_verifie: when.toISOString(), message: M.verified }, 200);
    },
  );
