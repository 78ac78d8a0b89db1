/** v1 utilisateur, one's own account: details, profile, shop logo, deletion. E-mail and uid go only to their owner. */

import { z } from '@hono/zod-openapi';
import { ACCOUNT_MESSAGES, ACCOUNT_ERRORS, AccountDetails, LanguageBody, UpdateUserBody } from '@/lib/schemas/account';
import { MessageBody } from '@/lib/schemas/common';
import { accountDetails, deleteAccount, setLanguage, setLogo, updateProfile, villeExists } from '../../db/queries/accounts';
import { publishedListingsOf } from '../../db/queries/phone-verification';
import { storeUploadedPicture } from '../../storage/pictures';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { overLimit } from '../middleware/rate-limit';
import { uploadSizeLimit } from '../middleware/upload-size';
import { AUTH_ERRORS } from '../middleware/auth';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['utilisateur']);
/** Deleting an account needs a password typed within this time (a fresh sign-in). */
const RECENT_LOGIN_SECONDS = 5 * 60;

export const accountRoutes = newRouter()
  .openapi(
    declare.put('/langue', {
      'x-bff': true,
      summary: 'La langue de mes e-mails et notifications (fr ou ar) ; le sélecteur de langue du site la change pour la personne connectée.',
      access: 'user',
      errors: [400, 415, 503],
      request: { body: { ...json(LanguageBody, 'La langue.'), required: true } },
      responses: { 200: json(LanguageBody, 'La langue enregistrée.') },
    }),
    async (c) => {
      const { langue } = c.req.valid('json');
      await setLanguage(c.var.db, c.var.user.idutilisateur, langue);
      return c.json({ langue }, 200);
    },
  )
  .openapi(
    declare.get('/details', {
      'x-bff': true,
      summary: 'Mon compte, e-mail et uid compris.',
      access: 'user',
      errors: [503],
      responses: { 200: json(AccountDetails, 'Mon compte.') },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return c.json(accountDetails(c.var.user), 200);
    },
  )
  .openapi(
    declare.put('/update-user', {
      'x-bff': true,
      summary: 'Modifie mon profil (nom, prénom, téléphone, ville ; une boutique aussi son nom, sa description et son adresse).',
      access: 'user',
      errors: [400, 409, 415, 429, 503],
      request: { body: { ...json(UpdateUserBody, 'Le profil.'), required: true } },
      responses: { 200: json(AccountDetails, 'Le profil enregistré.') },
    }),
    async (c) => {
      const changes = c.req.valid('json');
      const user = c.var.user;
      // A new number tells whether someone else has it (409): limited as telephone-existe is.
      if (changes.telephone !== user.telephone) {
        const refused = await overLimit(c, 'accountLookup');
        if (refused) return refused;
      }
      if (!(await villeExists(c.var.db, changes.ville))) return c.json(errorAnswer(ACCOUNT_ERRORS.unknownCity), 400);
      const saved = await updateProfile(c.var.db, user, changes);
      if (saved === 'telephone') return c.json(errorAnswer(ACCOUNT_ERRORS.phoneTaken), 409);
      if (user.telephone_verifie && saved.telephone !== user.telephone) {
        // The old number leaves the Firebase account too, for its next owner to verify it; the
        // listings lose their mark.
        await c.var.phone.unlink(user.uid).catch((error: unknown) => c.var.log.warn({ err: error }, 'phone not unlinked in Firebase'));
        c.var.publicPages.listingsChanged(await publishedListingsOf(c.var.db, user.idutilisateur));
        if (user.role === 'boutique') c.var.publicPages.shopChanged(user.idutilisateur);
      }
      return c.json(accountDetails(saved), 200);
    },
  )
  .openapi(
    declare.post('/logo', {
      'x-bff': true,
      summary: 'Remplace le logo de ma boutique (image vérifiée par son contenu, réencodée).',
      access: ['boutique'],
      before: [uploadSizeLimit],
      errors: [400, 413, 415, 503],
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
      responses: { 200: json(AccountDetails, 'Le profil avec son nouveau logo.') },
    }),
    async (c) => {
      const user = c.var.user;
      const stored = await storeUploadedPicture(c.req.valid('form').logo, { folder: `boutiques/${user.idutilisateur}`, maxSide: 512 }, c.var.files);
      if ('refused' in stored) return c.json(errorAnswer(stored.refused), 400);
      await setLogo(c.var.db, user.idutilisateur, stored.path);
      return c.json(accountDetails({ ...user, logo: stored.path }), 200);
    },
  )
  .openapi(
    declare.post('/delete-account', {
      'x-bff': true,
      summary:
        'Supprime mon compte : le compte Firebase, ma ligne et mes annonces ; les paiements restent en comptabilité, détachés. Exige une connexion de moins de 5 minutes.',
      access: 'user',
      errors: [503],
      responses: { 200: json(MessageBody, 'Supprimé.') },
    }),
    async (c) => {
      const caller = c.var.caller!;
      if (Date.now() / 1000 - caller.authTime > RECENT_LOGIN_SECONDS) return c.json(errorAnswer(ACCOUNT_ERRORS.recentLoginRequired), 403);
      let removed;
      try {
        removed = await deleteAccount(c.var.db, c.var.user, c.var.identity.deleteAccount);
      } catch (error) {
        // The transaction was rolled back: nothing is lost, the person can try again.
        c.var.log.error({ err: error, uid: caller.uid }, 'account deletion failed');
        return c.json(errorAnswer(AUTH_ERRORS.identityUnavailable), 503);
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
  );
