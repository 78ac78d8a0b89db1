/** My notifications: the latest ones, and which kinds I get by push and by e-mail. */
import { createRoute } from '@hono/zod-openapi';
import { NotificationList, NotificationPreferences, NotificationPreferencesUpdate } from '@/lib/schemas/notifications';
import { notificationPreferences, recentNotifications, setNotificationPreferences } from '../../db/queries/notifications';
import { errors, json, newRouter, bearerSecurity } from '../context';
import { NOT_FOUND } from '../messages';
import { requireUser } from '../middleware/auth';

const tags = ['utilisateur'];

export const notificationRoutes = newRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/notifications',
      tags,
      summary: 'Mes 30 dernières notifications, la plus récente d’abord.',
      security: bearerSecurity,
      middleware: [requireUser()] as const,
      responses: { 200: json(NotificationList, 'Mes notifications.'), ...errors(401, 403, 503) },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return c.json(await recentNotifications(c.var.db, c.var.user.uid), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/notifications/preferences',
      tags,
      summary: 'Ce que je reçois, par type : notification (push) et e-mail.',
      security: bearerSecurity,
      middleware: [requireUser()] as const,
      responses: { 200: json(NotificationPreferences, 'Mes préférences.'), ...errors(401, 403, 404, 503) },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      const preferences = await notificationPreferences(c.var.db, c.var.user.uid);
      return preferences ? c.json(preferences, 200) : c.json({ error: NOT_FOUND.utilisateur as string }, 404);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      'x-bff': true,
      path: '/notifications/preferences',
      tags,
      summary: 'Active ou coupe des types de notification, par push et par e-mail (les types absents gardent leur réglage).',
      security: bearerSecurity,
      middleware: [requireUser()] as const,
      request: { body: { ...json(NotificationPreferencesUpdate, 'Les changements.'), required: true } },
      responses: { 200: json(NotificationPreferences, 'Mes préférences.'), ...errors(400, 401, 403, 404, 415, 503) },
    }),
    async (c) => {
      const preferences = await setNotificationPreferences(c.var.db, c.var.user.uid, c.req.valid('json'));
      return preferences ? c.json(preferences, 200) : c.json({ error: NOT_FOUND.utilisateur as string }, 404);
    },
  );
