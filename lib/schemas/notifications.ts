/** v1's notification calls: preferences by kind and channel, and the latest notifications. */
import { z } from './zod';
import { NOTIFICATION_KINDS } from '../push/messages';

const Channels = z.object({ push: z.boolean(), mail: z.boolean() });

export const NotificationPreferences = z
  .object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Channels])) as Record<(typeof NOTIFICATION_KINDS)[number], typeof Channels>)
  .meta({
    id: 'PreferencesNotifications',
    description: 'Pour chaque type : notification (push) et e-mail, activés ou non. Le reçu de paiement est toujours envoyé par e-mail.',
  });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

const PREFERENCE_ERROR = 'Préférences invalides : pour chaque type, push et mail valent true ou false.';
const ChannelChange = z.strictObject(
  { push: z.boolean({ error: PREFERENCE_ERROR }).optional(), mail: z.boolean({ error: PREFERENCE_ERROR }).optional() },
  { error: PREFERENCE_ERROR },
);

export const NotificationPreferencesUpdate = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ChannelChange.optional()])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      z.ZodOptional<typeof ChannelChange>
    >,
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Type de notification inconnu : ${issue.keys.join(', ')}.` : PREFERENCE_ERROR),
    },
  )
  .refine((body) => Object.keys(body).length > 0, 'Rien à modifier.')
  .meta({ id: 'ModificationPreferencesNotifications' });

export const NotificationItem = z
  .object({
    type: z.enum(NOTIFICATION_KINDS),
    titre: z.string(),
    corps: z.string(),
    lien: z.string().meta({ description: 'Chemin de la page concernée.' }),
    date_ajout: z.string(),
  })
  .meta({ id: 'Notification' });

export const NotificationList = z.object({ notifications: z.array(NotificationItem) }).meta({ id: 'Notifications' });
export type NotificationList = z.infer<typeof NotificationList>;
