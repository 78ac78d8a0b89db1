/**
 * What we tell a user, by push notification and by e-mail: the kinds they can turn off in
 * /compte/notifications (their names: messages notificationsPage.kinds) and the shape of a push
 * message (their words, in the person's language: server/notices). Browser-safe.
 */

import { isolated } from '../text';

export const NOTIFICATION_KINDS = [
  'annonce_publiee',
  'annonce_refusee',
  'annonce_expiration',
  'alerte_annonce',
  'favori_baisse',
  'favori_retenue',
  'sponsoring_actif',
  'sponsoring_fin',
  'paiement_recu',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['push', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** E-mails that are always sent: a payment's receipt is a record the buyer keeps. */
export const ALWAYS_MAILED: readonly NotificationKind[] = ['paiement_recu'];

/** Told by push notification only (and the list of /compte/notifications): no mail to turn off. */
export const PUSH_ONLY: readonly NotificationKind[] = ['favori_retenue'];

/** How a preference is stored (utilisateur.notifications_off): 'push:annonce_publiee'. */
export const preferenceKey = (channel: NotificationChannel, kind: NotificationKind) => `${channel}:${kind}`;

/** Whether a user with these preferences wants this kind by this channel. */
export function wants(off: readonly string[], channel: NotificationChannel, kind: NotificationKind): boolean {
  if (channel === 'mail' && ALWAYS_MAILED.includes(kind)) return true;
  return !off.includes(preferenceKey(channel, kind));
}

export interface PushContent {
  kind: NotificationKind;
  titre: string;
  corps: string;
  /** a path of the site, opened when the notification is tapped */
  lien: string;
}

/** Push text stays short: a phone shows about two lines. The title is the seller's: isolated from our words. */
export const shortTitle = (titre: string) => isolated(titre.length > 60 ? `${titre.slice(0, 57)}…` : titre);
