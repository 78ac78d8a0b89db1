/**
 * v1 utilisateur: public reads of users and shops, and the accounts of the spec's auth service
 * (sign-up, own details, profile, deletion, push tokens). Roles and owners come from the database
 * (requireUser); e-mail, phone and uid are only ever sent to their owner.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { pathId } from '@/lib/schemas/common';
import {
  ACCOUNT_MESSAGES,
  AccountDetails,
  AddUserBody,
  CaptchaProof,
  EmailField,
  ExistsAnswer,
  LinkFcmTokenBody,
  PhoneField,
  RoleAnswer,
  UpdateFcmTokenBody,
  ReleaseFcmTokenBody,
  UpdateUserBody,
  VerifyCaptchaBody,
} from '@/lib/schemas/account';
import { MessageBody } from '@/lib/schemas/common';
import { Boutique, BoutiquesQuery, UtilisateurInfo } from '@/lib/schemas/users';
import { checkCaptcha, CHALLENGE_TTL_MS, issueCaptchaProof, newAltchaChallenge, readCaptchaProof } from '../../auth/captcha';
import {
  accountDetails,
  createAccount,
  deleteAccount,
  emailExists,
  linkGuest,
  phoneExists,
  savePushToken,
  releasePushToken,
  setLogo,
  spendOnce,
  updateProfile,
  villeExists,
} from '../../db/queries/accounts';
import { boutiqueById, boutiquesAccueil, utilisateurInfo } from '../../db/queries/users';
import { storeUploadedPicture } from '../../storage/pictures';
import { errors, json, newRouter } from '../context';
import { NOT_FOUND } from '../messages';
import { optionalAuth, requireToken, requireUser } from '../middleware/auth';
import { overLimit, rateLimit } from '../middleware/rate-limit';
import { uploadSizeLimit } from '../middleware/upload-size';

const tags = ['utilisateur'];
const IdParams = z.object({ id: pathId('id') });
const bearer = [{ bearerAuth: [] }];
const UNKNOWN_CITY = 'Ville inconnue : choisissez une ville de la liste.';
/** Deleting an account needs a password typed within this time (a fresh sign-in). */
export const RECENT_LOGIN_SECONDS = 5 * 60;

export const utilisateurRoutes = newRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/boutique/{id}',
      tags,
      summary: 'Une boutique (id utilisateur).',
      request: { params: IdParams },
      responses: { 200: json(Boutique, 'La boutique.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const boutique = await boutiqueById(c.var.db, c.req.valid('param').id);
      return boutique ? c.json(boutique, 200) : c.json({ error: NOT_FOUND.boutique }, 404);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/boutiques-accueil',
      tags,
      summary: 'Boutiques pour l’onglet Boutiques de l’accueil, les plus actives d’abord.',
      request: { query: BoutiquesQuery },
      responses: { 200: json(z.array(Boutique), 'Boutiques.'), ...errors(400, 503) },
    }),
    async (c) => c.json(await boutiquesAccueil(c.var.db, c.req.valid('query').limit ?? 24), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/info/{id}',
      tags,
      summary: 'Profil public d’un utilisateur (jamais son e-mail ni son uid).',
      request: { params: IdParams },
      responses: { 200: json(UtilisateurInfo, 'Le profil public.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const info = await utilisateurInfo(c.var.db, c.req.valid('param').id);
      return info ? c.json(info, 200) : c.json({ error: NOT_FOUND.utilisateur }, 404);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/existe',
      tags,
      summary: 'Un compte existe-t-il avec cet e-mail ? (oui ou non, limité par adresse)',
      middleware: [rateLimit('accountLookup')] as const,
      request: { query: z.object({ email: EmailField }) },
      responses: { 200: json(ExistsAnswer, 'Oui ou non.'), ...errors(400, 429, 503) },
    }),
    async (c) => c.json({ existe: await emailExists(c.var.db, c.req.valid('query').email) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/telephone-existe',
      tags,
      summary: 'Un compte existe-t-il avec ce téléphone ? (oui ou non, limité par adresse)',
      middleware: [rateLimit('accountLookup')] as const,
      request: { query: z.object({ telephone: PhoneField }) },
      responses: { 200: json(ExistsAnswer, 'Oui ou non.'), ...errors(400, 429, 503) },
    }),
    async (c) => c.json({ existe: await phoneExists(c.var.db, c.req.valid('query').telephone) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/telephone-existe-existing-user',
      tags,
      summary: 'Ce téléphone est-il pris par un autre compte que le mien ? excludeUid : le sien (un admin : celui de n’importe qui).',
      security: bearer,
      middleware: [rateLimit('accountLookup'), requireUser()] as const,
      request: { query: z.object({ telephone: PhoneField, excludeUid: z.string().max(128).optional() }) },
      responses: { 200: json(ExistsAnswer, 'Oui ou non.'), ...errors(400, 401, 403, 429, 503) },
    }),
    async (c) => {
      const user = c.var.user;
      const { telephone, excludeUid } = c.req.valid('query');
      if (excludeUid && excludeUid !== user.uid && user.role !== 'admin') return c.json({ error: ACCOUNT_MESSAGES.forbidden }, 403);
      return c.json({ existe: await phoneExists(c.var.db, telephone, excludeUid ?? user.uid) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/captcha',
      tags,
      summary: 'Un défi ALTCHA signé pour le widget d’inscription (quand reCAPTCHA n’est pas configuré).',
      middleware: [rateLimit('captcha')] as const,
      responses: { 200: json(z.record(z.string(), z.unknown()), 'Le défi.'), ...errors(429) },
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      c.header('x-challenge-ttl', String(CHALLENGE_TTL_MS / 1000));
      return c.json((await newAltchaChallenge()) as unknown as Record<string, unknown>, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/verify-recaptcha',
      tags,
      summary: 'Vérifie le captcha (ALTCHA ou reCAPTCHA) et donne une preuve signée de 15 minutes, exigée une seule fois par adduser.',
      middleware: [rateLimit('captcha')] as const,
      request: { body: { ...json(VerifyCaptchaBody, 'La réponse du widget.'), required: true } },
      responses: { 200: json(CaptchaProof, 'La preuve.'), ...errors(400, 415, 429, 503) },
    }),
    async (c) => {
      const checked = await checkCaptcha(c.req.valid('json').recaptcha);
      // A solved challenge buys one proof: replaying it is refused.
      if (!checked.ok || !checked.replayKey || !(await spendOnce(c.var.db, checked.replayKey, new Date(Date.now() + CHALLENGE_TTL_MS)))) {
        return c.json({ error: ACCOUNT_MESSAGES.captchaInvalid }, 400);
      }
      return c.json({ success: true as const, ...issueCaptchaProof() }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/adduser',
      tags,
      summary: 'Termine l’inscription : crée la ligne utilisateur du porteur du jeton (son uid, rôle particulier), avec une preuve de captcha non utilisée.',
      security: bearer,
      middleware: [rateLimit('signup'), requireToken] as const,
      request: { body: { ...json(AddUserBody, 'Le profil.'), required: true } },
      responses: { 201: json(AccountDetails, 'Le compte créé.'), ...errors(400, 401, 403, 409, 415, 429, 503) },
    }),
    async (c) => {
      const caller = c.var.caller!;
      const body = c.req.valid('json');
      if (body.uid !== caller.uid) return c.json({ error: 'Vous ne pouvez créer que votre propre compte.' }, 403);
      if (body.role !== 'particulier') return c.json({ error: 'Un compte est créé en particulier ; seul un administrateur en fait une boutique.' }, 403);
      if (!caller.email || caller.email.toLowerCase() !== body.email) {
        return c.json({ error: 'L’adresse e-mail doit être celle de votre compte.' }, 403);
      }
      const proof = readCaptchaProof(body.captcha);
      if (!proof) return c.json({ error: ACCOUNT_MESSAGES.captchaInvalid }, 403);
      if (caller.user) return c.json({ error: 'Ce compte existe déjà.' }, 409);
      if (!(await villeExists(c.var.db, body.ville))) return c.json({ error: UNKNOWN_CITY }, 400);
      const result = await createAccount(
        c.var.db,
        { uid: caller.uid, email: body.email, nom: body.nom, prenom: body.prenom, telephone: body.telephone, ville: body.ville },
        { nonce: proof.nonce, expiresAt: new Date(proof.expiresAt) },
      );
      if (result.ok) return c.json(accountDetails(result.user), 201);
      switch (result.reason) {
        case 'proof-spent':
          return c.json({ error: ACCOUNT_MESSAGES.captchaInvalid }, 403);
        case 'telephone':
          return c.json({ error: ACCOUNT_MESSAGES.phoneTaken }, 409);
        case 'email':
          return c.json({ error: ACCOUNT_MESSAGES.emailTaken }, 409);
        case 'uid':
          return c.json({ error: 'Ce compte existe déjà.' }, 409);
      }
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/user-by-token',
      tags,
      summary: 'Le rôle du porteur du jeton (403 si son inscription n’est pas terminée).',
      security: bearer,
      middleware: [requireUser()] as const,
      responses: { 200: json(RoleAnswer, 'Son rôle.'), ...errors(401, 403, 503) },
    }),
    async (c) => {
      const user = c.var.user;
      return c.json({ role: user.role as z.infer<typeof RoleAnswer>['role'], idutilisateur: user.idutilisateur, nom: user.nom, prenom: user.prenom }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/details',
      tags,
      summary: 'Mon compte, e-mail et uid compris.',
      security: bearer,
      middleware: [requireUser()] as const,
      responses: { 200: json(AccountDetails, 'Mon compte.'), ...errors(401, 403, 503) },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return c.json(accountDetails(c.var.user), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/update-user',
      tags,
      summary: 'Modifie mon profil (nom, prénom, téléphone, ville ; une boutique aussi son nom, sa description et son adresse).',
      security: bearer,
      middleware: [requireUser()] as const,
      request: { body: { ...json(UpdateUserBody, 'Le profil.'), required: true } },
      responses: { 200: json(AccountDetails, 'Le profil enregistré.'), ...errors(400, 401, 403, 409, 415, 429, 503) },
    }),
    async (c) => {
      const changes = c.req.valid('json');
      const user = c.var.user;
      // A new number tells whether someone else has it (409): limited as telephone-existe is.
      if (changes.telephone !== user.telephone) {
        const refused = await overLimit(c, 'accountLookup');
        if (refused) return refused;
      }
      if (!(await villeExists(c.var.db, changes.ville))) return c.json({ error: UNKNOWN_CITY }, 400);
      const saved = await updateProfile(c.var.db, user, changes);
      if (saved === 'telephone') return c.json({ error: ACCOUNT_MESSAGES.phoneTaken }, 409);
      return c.json(accountDetails(saved), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/logo',
      tags,
      summary: 'Remplace le logo de ma boutique (image vérifiée par son contenu, réencodée).',
      security: bearer,
      middleware: [uploadSizeLimit, requireUser('boutique')] as const,
      request: {
        body: {
          content: {
            'multipart/form-data': {
              schema: z.object({ logo: z.instanceof(File, { error: 'Veuillez choisir une image.' }).openapi({ type: 'string', format: 'binary' }) }),
            },
          },
          required: true,
        },
      },
      responses: { 200: json(AccountDetails, 'Le profil avec son nouveau logo.'), ...errors(400, 401, 403, 413, 415, 503) },
    }),
    async (c) => {
      const user = c.var.user;
      const stored = await storeUploadedPicture(c.req.valid('form').logo, { folder: `boutiques/${user.idutilisateur}`, maxSide: 512 }, c.var.files);
      if ('error' in stored) return c.json({ error: stored.error }, 400);
      await setLogo(c.var.db, user.idutilisateur, stored.path);
      return c.json(accountDetails({ ...user, logo: stored.path }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/delete-account',
      tags,
      summary:
        'Supprime mon compte : le compte Firebase, ma ligne et mes annonces ; les paiements restent en comptabilité, détachés. Exige une connexion de moins de 5 minutes.',
      security: bearer,
      middleware: [requireUser()] as const,
      responses: { 200: json(MessageBody, 'Supprimé.'), ...errors(401, 403, 503) },
    }),
    async (c) => {
      const caller = c.var.caller!;
      if (Date.now() / 1000 - caller.authTime > RECENT_LOGIN_SECONDS) return c.json({ error: ACCOUNT_MESSAGES.recentLoginRequired }, 403);
      let removed;
      try {
        removed = await deleteAccount(c.var.db, c.var.user, c.var.identity.deleteAccount);
      } catch (error) {
        // The transaction was rolled back: nothing is lost, the person can try again.
        c.var.log.error({ err: error, uid: caller.uid }, 'account deletion failed');
        return c.json({ error: 'Service de connexion momentanément indisponible. Veuillez réessayer dans un instant.' }, 503);
      }
      // Their listings leave the public pages at once, not when the cached copies expire.
      c.var.publicPages.listingsChanged(removed.listings);
      // Then their photos and logo leave storage (the account is already gone: a failure only wastes space).
      await Promise.all(
        removed.files.map((path) => c.var.files.remove(path).catch((error: unknown) => c.var.log.warn({ err: error, path }, 'file not deleted'))),
      );
      c.var.log.info({ uid: caller.uid, annonces: removed.listings.length, fichiers: removed.files.length }, 'account deleted');
      return c.json({ message: ACCOUNT_MESSAGES.accountDeleted }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/link-fcm-token',
      tags,
      summary: 'Rattache à mon compte ce que j’ai fait en invité (guestId) et, s’il est donné, le jeton de notification de cet appareil.',
      security: bearer,
      middleware: [requireUser()] as const,
      request: { body: { ...json(LinkFcmTokenBody, 'Invité et jeton.'), required: true } },
      responses: { 200: json(z.object({ lies: z.number().int() }), 'Jetons rattachés.'), ...errors(400, 401, 403, 415, 503) },
    }),
    async (c) => {
      const { uid } = c.var.user;
      const { fcmtoken, guestId } = c.req.valid('json');
      const lies = guestId ? await linkGuest(c.var.db, uid, guestId) : 0;
      if (fcmtoken) await savePushToken(c.var.db, fcmtoken, { uid });
      return c.json({ lies }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/update-fcm-token',
      tags,
      summary: 'Enregistre le jeton de notification de cet appareil : pour moi si je suis connecté, sinon pour l’invité guestId.',
      middleware: [optionalAuth] as const,
      request: { body: { ...json(UpdateFcmTokenBody, 'Le jeton.'), required: true } },
      responses: { 200: json(MessageBody, 'Enregistré.'), ...errors(400, 401, 415, 429, 503) },
    }),
    async (c) => {
      const { fcmtoken, guestId } = c.req.valid('json');
      const user = c.var.caller?.user;
      if (user) {
        await savePushToken(c.var.db, fcmtoken, { uid: user.uid });
      } else {
        const refused = await overLimit(c, 'guestPushTokens');
        if (refused) return refused;
        if (!guestId) return c.json({ error: 'guestId est obligatoire sans connexion.' }, 400);
        // The same answer whether or not an account holds the token: a guest never takes it.
        await savePushToken(c.var.db, fcmtoken, { guestId });
      }
      return c.json({ message: 'Jeton enregistré.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/release-fcm-token',
      tags,
      summary: 'À la déconnexion sur un appareil : son jeton de notification, s’il est à moi, revient à l’invité guestId de cet appareil.',
      security: bearer,
      middleware: [requireUser()] as const,
      request: { body: { ...json(ReleaseFcmTokenBody, 'Le jeton et l’invité de l’appareil.'), required: true } },
      responses: { 200: json(z.object({ libere: z.boolean() }), 'Rendu à l’invité (false : ce jeton n’était pas à moi).'), ...errors(400, 401, 403, 415, 503) },
    }),
    async (c) => {
      const { fcmtoken, guestId } = c.req.valid('json');
      return c.json({ libere: await releasePushToken(c.var.db, c.var.user.uid, fcmtoken, guestId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      tags,
      summary: 'Profil public d’un utilisateur (comme info/{id}).',
      request: { params: IdParams },
      responses: { 200: json(UtilisateurInfo, 'Le profil public.'), ...errors(400, 404, 503) },
    }),
    async (c) => {
      const info = await utilisateurInfo(c.var.db, c.req.valid('param').id);
      return info ? c.json(info, 200) : c.json({ error: NOT_FOUND.utilisateur }, 404);
    },
  );
