/** v1 utilisateur, push tokens: a device's token for its guest or its user, moved only by that device. */

import { z } from '@hono/zod-openapi';
import { MessageBody } from '@/lib/schemas/common';
import { LinkFcmTokenBody, UpdateFcmTokenBody, ReleaseFcmTokenBody } from '@/lib/schemas/account';
import { linkGuest, savePushToken, releasePushToken } from '../../db/queries/accounts';
import { mergeGuestFavourites } from '../../db/queries/favourites';
import { mergeGuestGarage } from '../../db/queries/garage';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { overLimit } from '../middleware/rate-limit';
import { errorAnswer, errorCodes } from '@/lib/errors';

const declare = routesOf(['utilisateur']);

const PUSH_TOKEN_ERRORS = /* @__PURE__ */ errorCodes('pushToken', { guestIdRequired: 'guestId est obligatoire sans connexion.' });

export const pushTokenRoutes = newRouter()
  .openapi(
    declare.post('/link-fcm-token', {
      'x-bff': true,
      summary:
        'Rattache à mon compte ce que j’ai fait en invité (guestId : jetons, favoris, garage) et, s’il est donné, le jeton de notification de cet appareil.',
      access: 'user',
      errors: [400, 415, 503],
      request: { body: { ...json(LinkFcmTokenBody, 'Invité et jeton.'), required: true } },
      responses: {
        200: json(
          z.object({ lies: z.number().int(), favoris: z.number().int(), motos: z.number().int() }),
          'Jetons, favoris et motos du garage rattachés (combien de chaque).',
        ),
      },
    }),
    async (c) => {
      const { uid, idutilisateur } = c.var.user;
      const { fcmtoken, guestId } = c.req.valid('json');
      const lies = guestId ? await linkGuest(c.var.db, uid, guestId) : 0;
      const favoris = guestId ? await mergeGuestFavourites(c.var.db, idutilisateur, guestId) : 0;
      const motos = guestId ? await mergeGuestGarage(c.var.db, idutilisateur, guestId) : 0;
      if (fcmtoken) await savePushToken(c.var.db, fcmtoken, { uid }, guestId ?? null);
      return c.json({ lies, favoris, motos }, 200);
    },
  )
  .openapi(
    declare.post('/update-fcm-token', {
      'x-bff': true,
      summary: 'Enregistre le jeton de notification de cet appareil : pour moi si je suis connecté, sinon pour l’invité guestId.',
      access: 'optional',
      errors: [400, 415, 429, 503],
      request: { body: { ...json(UpdateFcmTokenBody, 'Le jeton.'), required: true } },
      responses: { 200: json(MessageBody, 'Enregistré.') },
    }),
    async (c) => {
      const { fcmtoken, guestId } = c.req.valid('json');
      const user = c.var.caller?.user;
      if (user) {
        await savePushToken(c.var.db, fcmtoken, { uid: user.uid }, guestId ?? null);
      } else {
        const refused = await overLimit(c, 'guestPushTokens');
        if (refused) return refused;
        if (!guestId) return c.json(errorAnswer(PUSH_TOKEN_ERRORS.guestIdRequired), 400);
        // The same answer whether or not someone else holds the token: only its device moves it.
        await savePushToken(c.var.db, fcmtoken, { guestId }, guestId);
      }
      return c.json({ message: 'Jeton enregistré.' }, 200);
    },
  )
  .openapi(
    declare.post('/release-fcm-token', {
      'x-bff': true,
      summary: 'À la déconnexion sur un appareil : son jeton de notification, s’il est à moi, revient à l’invité guestId de cet appareil.',
      access: 'user',
      errors: [400, 415, 503],
      request: { body: { ...json(ReleaseFcmTokenBody, 'Le jeton et l’invité de l’appareil.'), required: true } },
      responses: { 200: json(z.object({ libere: z.boolean() }), 'Rendu à l’invité (false : ce jeton n’était pas à moi).') },
    }),
    async (c) => {
      const { fcmtoken, guestId } = c.req.valid('json');
      return c.json({ libere: await releasePushToken(c.var.db, c.var.user.uid, fcmtoken, guestId) }, 200);
    },
  );
