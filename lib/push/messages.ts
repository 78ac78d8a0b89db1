/**
 * What we tell a user, by push notification and by e-mail: the kinds they can turn off in
 * /compte/notifications, and the words and link of each push message. Browser-safe: the
 * preferences page shows the same labels.
 */
import { formatAmount, formatDateShort } from '../format';

export const NOTIFICATION_KINDS = [
  'annonce_publiee',
  'annonce_refusee',
  'annonce_expiration',
  'alerte_annonce',
  'favori_baisse',
  'sponsoring_actif',
  'sponsoring_fin',
  'paiement_recu',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['push', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  annonce_publiee: 'Mon annonce est validée et en ligne',
  annonce_refusee: 'Mon annonce est refusée (avec le motif)',
  annonce_expiration: 'Mon annonce expire dans 7 jours (avec un lien pour la prolonger)',
  alerte_annonce: 'Une nouvelle annonce correspond à une de mes alertes',
  favori_baisse: 'Le prix d’un de mes favoris baisse',
  sponsoring_actif: 'Mon sponsoring démarre',
  sponsoring_fin: 'Mon sponsoring se termine demain',
  paiement_recu: 'Mon paiement est reçu',
};

/** E-mails that are always sent: a payment's receipt is a record the buyer keeps. */
export const ALWAYS_MAILED: readonly NotificationKind[] = ['paiement_recu'];

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

/** Push text stays short: a phone shows about two lines. */
export const shortTitle = (titre: string) => (titre.length > 60 ? `${titre.slice(0, 57)}…` : titre);
export const quote = (titre: string) => `« ${shortTitle(titre)} »`;

export function sponsoringActivePush(sponsoring: { titre: string; dateFin: Date | string }): PushContent {
  return {
    kind: 'sponsoring_actif',
    titre: 'Votre sponsoring est actif',
    corps: `${quote(sponsoring.titre)} est mise en avant jusqu’au ${formatDateShort(sponsoring.dateFin)}.`,
    lien: '/compte/ads',
  };
}

export function sponsoringEndingPush(sponsoring: { titre: string; dateFin: Date | string }): PushContent {
  return {
    kind: 'sponsoring_fin',
    titre: 'Votre sponsoring se termine demain',
    corps: `${quote(sponsoring.titre)} : mise en avant jusqu’au ${formatDateShort(sponsoring.dateFin)}. Prolongez-la depuis Mes Ads.`,
    lien: '/compte/ads',
  };
}

export function paymentReceivedPush(payment: { titre: string; montant: number; idsponsoring: number }): PushContent {
  return {
    kind: 'paiement_recu',
    titre: 'Paiement reçu',
    corps: `${formatAmount(payment.montant)} pour le sponsoring de ${quote(payment.titre)}. Votre reçu est disponible.`,
    lien: `/compte/ads/recu/${payment.idsponsoring}`,
  };
}
