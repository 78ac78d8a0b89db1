/** My notifications: the latest ones, and which kinds I get by push and by e-mail. */
import { NotificationList, NotificationPreferences, NotificationPreferencesUpdate } from '@/lib/schemas/notifications';
import { notificationPreferences, recentNotifications, setNotificationPreferences } from '../../db/queries/notifications';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['utilisateur']);

export const notificationRoutes = newRouter()
  .openapi(
    declare.get('/notifications', {
      summary: 'Mes 30 dernières notifications, la plus récente d’abord.',
      access: 'user',
      errors: [503],
      responses: { 200: json(NotificationList, 'Mes notifications.') },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return c.json(await recentNotifications(c.var.db, c.var.user.uid), 200);
    },
  )
  .openapi(
    declare.get('/notifications/preferences', {
      summary: 'Ce que je reçois, par type : notification (push) et e-mail.',
      access: 'user',
      errors: [404, 503],
      responses: { 200: json(NotificationPreferences, 'Mes préférences.') },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      const preferences = await notificationPreferences(c.var.db, c.var.user.uid);
      return preferences ? c.json(preferences, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.utilisateur), 404);
    },
  )
  .openapi(
    declare.put('/notifications/preferences', {
      'x-bff': true,
      summary: 'Active ou coupe des types de notification, par push et par e-mail (les types absents gardent leur réglage).',
      access: 'user',
      errors: [400, 404, 415, 503],
      request: { body: { ...json(NotificationPreferencesUpdate, 'Les changements.'), required: true } },
      responses: { 200: json(NotificationPreferences, 'Mes préférences.') },
    }),
    async (c) => {
      const preferences = await setNotificationPreferences(c.var.db, c.var.user.uid, c.req.valid('json'));
      return preferences ? c.json(preferences, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.utilisateur), 404);
    },
  );
