/** A user's notifications: what they turned off (push and e-mail, by kind), and the latest ones sent to them. */
import { and, desc, eq, ne } from 'drizzle-orm';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, preferenceKey, wants, type NotificationKind } from '@/lib/push/messages';
import type { NotificationPreferences, NotificationList } from '@/lib/schemas/notifications';
import type { Db } from '../client';
import { pushMessage, utilisateur } from '../schema';

function asPreferences(off: readonly string[]): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, wants(off, channel, kind)]))]),
  ) as NotificationPreferences;
}

export async function notificationPreferences(db: Db, uid: string): Promise<NotificationPreferences | null> {
  const [row] = await db.select({ off: utilisateur.notifications_off }).from(utilisateur).where(eq(utilisateur.uid, uid));
  return row ? asPreferences(row.off) : null;
}

/** Replaces the preferences given (kinds left out keep theirs); answers all of them. */
export async function setNotificationPreferences(
  db: Db,
  uid: string,
  changes: Partial<Record<NotificationKind, Partial<Record<'push' | 'mail', boolean>>>>,
): Promise<NotificationPreferences | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ off: utilisateur.notifications_off }).from(utilisateur).where(eq(utilisateur.uid, uid)).for('update');
    if (!row) return null;
    const off = new Set(row.off);
    for (const [kind, channels] of Object.entries(changes) as [NotificationKind, Partial<Record<'push' | 'mail', boolean>>][]) {
      for (const [channel, on] of Object.entries(channels) as ['push' | 'mail', boolean][]) {
        if (on) off.delete(preferenceKey(channel, kind));
        else off.add(preferenceKey(channel, kind));
      }
    }
    const next = [...off].sort();
    await tx.update(utilisateur).set({ notifications_off: next }).where(eq(utilisateur.uid, uid));
    return asPreferences(next);
  });
}

/** Whether the user wants this kind by e-mail (mail jobs ask before sending). */
export async function wantsMail(db: Db, idutilisateur: number, kind: NotificationKind): Promise<boolean> {
  const [row] = await db.select({ off: utilisateur.notifications_off }).from(utilisateur).where(eq(utilisateur.idutilisateur, idutilisateur));
  return row ? wants(row.off, 'mail', kind) : false;
}

/** A user's latest notifications (not those they had turned off), newest first. */
export async function recentNotifications(db: Db, uid: string, limit = 30): Promise<NotificationList> {
  const rows = await db
    .select({ type: pushMessage.type, titre: pushMessage.titre, corps: pushMessage.corps, lien: pushMessage.lien, date_ajout: pushMessage.date_ajout })
    .from(pushMessage)
    .innerJoin(utilisateur, eq(utilisateur.idutilisateur, pushMessage.idutilisateur))
    .where(and(eq(utilisateur.uid, uid), ne(pushMessage.statut, 'desactive')))
    .orderBy(desc(pushMessage.date_ajout), desc(pushMessage.idpushmessage))
    .limit(limit);
  return { notifications: rows.map((row) => ({ ...row, type: row.type as NotificationKind, date_ajout: row.date_ajout.toISOString() })) };
}
