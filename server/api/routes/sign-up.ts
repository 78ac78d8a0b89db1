/**
 * v1 utilisateur, signing up (the spec's auth service): whether an e-mail or phone has an account,
 * the captcha and its proof, the new user's row, and the role of a token.
 */

import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_ERRORS,
  AccountDetails,
  AddUserBody,
  CaptchaProof,
  EmailField,
  ExistsAnswer,
  PhoneField,
  RoleAnswer,
  VerifyCaptchaBody,
} from '@/lib/schemas/account';
import { checkCaptcha, CHALLENGE_TTL_MS, issueCaptchaProof, newAltchaChallenge, readCaptchaProof } from '../../auth/captcha';
import { accountDetails, createAccount, emailExists, phoneExists, spendOnce, villeExists } from '../../db/queries/accounts';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';
import { errorAnswer, errorCodes } from '@/lib/errors';

const declare = routesOf(['utilisateur']);

const SIGN_UP_MESSAGES = {
  otherUid: 'Vous ne pouvez créer que votre propre compte.',
  role: 'Un compte est créé en particulier ; seul un administrateur en fait une boutique.',
  otherEmail: 'L’adresse e-mail doit être celle de votre compte.',
  exists: 'Ce compte existe déjà.',
} as const;
const SIGN_UP_ERRORS = /* @__PURE__ */ errorCodes('signUp', SIGN_UP_MESSAGES);

export const signUpRoutes = newRouter()
  .openapi(
    declare.get('/existe', {
      'x-bff': true,
      summary: 'Un compte existe-t-il avec cet e-mail ? (oui ou non, limité par adresse)',
      access: 'public',
      before: [rateLimit('accountLookup')],
      errors: [400, 429, 503],
      request: { query: z.object({ email: EmailField }) },
      responses: { 200: json(ExistsAnswer, 'Oui ou non.') },
    }),
    async (c) => c.json({ existe: await emailExists(c.var.db, c.req.valid('query').email) }, 200),
  )
  .openapi(
    declare.get('/telephone-existe', {
      'x-bff': true,
      summary: 'Un compte existe-t-il avec ce téléphone ? (oui ou non, limité par adresse)',
      access: 'public',
      before: [rateLimit('accountLookup')],
      errors: [400, 429, 503],
      request: { query: z.object({ telephone: PhoneField }) },
      responses: { 200: json(ExistsAnswer, 'Oui ou non.') },
    }),
    async (c) => c.json({ existe: await phoneExists(c.var.db, c.req.valid('query').telephone) }, 200),
  )
  .openapi(
    declare.get('/telephone-existe-existing-user', {
      'x-bff': true,
      summary: 'Ce téléphone est-il pris par un autre compte que le mien ? excludeUid : le sien (un admin : celui de n’importe qui).',
      access: 'user',
      before: [rateLimit('accountLookup')],
      errors: [400, 429, 503],
      request: { query: z.object({ telephone: PhoneField, excludeUid: z.string().max(128).optional() }) },
      responses: { 200: json(ExistsAnswer, 'Oui ou non.') },
    }),
    async (c) => {
      const user = c.var.user;
      const { telephone, excludeUid } = c.req.valid('query');
      if (excludeUid && excludeUid !== user.uid && user.role !== 'admin') return c.json(errorAnswer(ACCOUNT_ERRORS.forbidden), 403);
      return c.json({ existe: await phoneExists(c.var.db, telephone, excludeUid ?? user.uid) }, 200);
    },
  )
  .openapi(
    declare.get('/captcha', {
      'x-bff': true,
      summary: 'Un défi ALTCHA signé pour le widget d’inscription (quand reCAPTCHA n’est pas configuré).',
      access: 'public',
      before: [rateLimit('captcha')],
      errors: [429],
      responses: { 200: json(z.record(z.string(), z.unknown()), 'Le défi.') },
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      c.header('x-challenge-ttl', String(CHALLENGE_TTL_MS / 1000));
      return c.json((await newAltchaChallenge()) as unknown as Record<string, unknown>, 200);
    },
  )
  .openapi(
    declare.post('/verify-recaptcha', {
      'x-bff': true,
      summary: 'Vérifie le captcha (ALTCHA ou reCAPTCHA) et donne une preuve signée de 15 minutes, exigée une seule fois par adduser.',
      access: 'public',
      before: [rateLimit('captcha')],
      errors: [400, 415, 429, 503],
      request: { body: { ...json(VerifyCaptchaBody, 'La réponse du widget.'), required: true } },
      responses: { 200: json(CaptchaProof, 'La preuve.') },
    }),
    async (c) => {
      const checked = await checkCaptcha(c.req.valid('json').recaptcha);
      // A solved challenge buys one proof: replaying it is refused.
      if (!checked.ok || !checked.replayKey || !(await spendOnce(c.var.db, checked.replayKey, new Date(Date.now() + CHALLENGE_TTL_MS)))) {
        return c.json(errorAnswer(ACCOUNT_ERRORS.captchaInvalid), 400);
      }
      return c.json({ success: true as const, ...issueCaptchaProof() }, 200);
    },
  )
  .openapi(
    declare.post('/adduser', {
      'x-bff': true,
      summary: 'Termine l’inscription : crée la ligne utilisateur du porteur du jeton (son uid, rôle particulier), avec une preuve de captcha non utilisée.',
      access: 'token',
      before: [rateLimit('signup')],
      errors: [400, 403, 409, 415, 429, 503],
      request: { body: { ...json(AddUserBody, 'Le profil.'), required: true } },
      responses: { 201: json(AccountDetails, 'Le compte créé.') },
    }),
    async (c) => {
      const caller = c.var.caller!;
      const body = c.req.valid('json');
      if (body.uid !== caller.uid) return c.json(errorAnswer(SIGN_UP_ERRORS.otherUid), 403);
      if (body.role !== 'particulier') return c.json(errorAnswer(SIGN_UP_ERRORS.role), 403);
      if (!caller.email || caller.email.toLowerCase() !== body.email) {
        return c.json(errorAnswer(SIGN_UP_ERRORS.otherEmail), 403);
      }
      const proof = readCaptchaProof(body.captcha);
      if (!proof) return c.json(errorAnswer(ACCOUNT_ERRORS.captchaInvalid), 403);
      if (caller.user) return c.json(errorAnswer(SIGN_UP_ERRORS.exists), 409);
      if (!(await villeExists(c.var.db, body.ville))) return c.json(errorAnswer(ACCOUNT_ERRORS.unknownCity), 400);
      const result = await createAccount(
        c.var.db,
        { uid: caller.uid, email: body.email, nom: body.nom, prenom: body.prenom, telephone: body.telephone, ville: body.ville, langue: body.langue },
        { nonce: proof.nonce, expiresAt: new Date(proof.expiresAt) },
      );
      if (result.ok) return c.json(accountDetails(result.user), 201);
      switch (result.reason) {
        case 'proof-spent':
          return c.json(errorAnswer(ACCOUNT_ERRORS.captchaInvalid), 403);
        case 'telephone':
          return c.json(errorAnswer(ACCOUNT_ERRORS.phoneTaken), 409);
        case 'email':
          return c.json(errorAnswer(ACCOUNT_ERRORS.emailTaken), 409);
        case 'uid':
          return c.json(errorAnswer(SIGN_UP_ERRORS.exists), 409);
      }
    },
  )
  .openapi(
    declare.post('/user-by-token', {
      'x-bff': true,
      summary: 'Le rôle du porteur du jeton (403 si son inscription n’est pas terminée).',
      access: 'user',
      errors: [503],
      responses: { 200: json(RoleAnswer, 'Son rôle.') },
    }),
    async (c) => {
      const user = c.var.user;
      return c.json({ role: user.role as z.infer<typeof RoleAnswer>['role'], idutilisateur: user.idutilisateur, nom: user.nom, prenom: user.prenom }, 200);
    },
  );
