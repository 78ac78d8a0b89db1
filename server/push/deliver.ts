/**
 * One push notification to one user: to every device (token) of theirs, unless they turned the
 * kind off; tokens FCM says are gone are deleted; what became of it is recorded in push_message.
 * A guest (a device's guest id, for the favourites it keeps) is reached the same way on the
 * devices no account holds; with no account, nothing is recorded.
 */
import 'server-only';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { wants, type PushContent } from '@/lib/push/messages';
import type { Db } from '../db/client';
import { pushMessage, pushToken, utilisateur } from '../db/schema';
import type { PushSender } from './sender';

/** A user (idutilisateur), or a device's guest. */
export type PushRecipient = number | { guestId: string };

/** Hands a push notification for a user or a guest to the job queue (each mail job tells its push this way). */
export type Notify = (to: PushRecipient, content: PushContent) => Promise<void>;

export type PushStatus = 'envoye' | 'enregistre' | 'aucun_appareil' | 'desactive' | 'echec';

/** A failure worth another try later (FCM down, quota): the job queue retries. */
export class PushRetryLater extends Error {
  constructor(reason: string) {
    super(`push non envoyée, nouvel essai plus tard : ${reason}`);
    this.name = 'PushRetryLater';
  }
}

/**
 * Sends and records. When no device got it for a passing reason, throws PushRetryLater (nothing
 * recorded yet) unless this is the last attempt, which records 'echec'. Null: the user is gone.
 */
export async function deliverPush(
  db: Db,
  sender: PushSender,
  idutilisateur: number,
  content: PushContent,
  siteUrl: string,
  options: { lastAttempt?: boolean } = {},
): Promise<PushStatus | null> {
  const [user] = await db
    .select({ uid: utilisateur.uid, off: utilisateur.notifications_off })
    .from(utilisateur)
    .where(eq(utilisateur.idutilisateur, idutilisateur));
  if (!user) return null;
  const record = async (statut: PushStatus, counts: DeviceCounts = {}) => {
    await db
      .insert(pushMessage)
      .values({ idutilisateur, type: content.kind, titre: content.titre, corps: content.corps, lien: content.lien, statut, ...counts });
    return statut;
  };
  if (!wants(user.off, 'push', content.kind)) return record('desactive');
  const sent = await sendToDevices(db, sender, eq(pushToken.uid, user.uid), content, siteUrl, options);
  return record(sent.status, sent.counts);
}

/** The same to a guest's devices (a token an account holds is the account's). */
export async function deliverGuestPush(
  db: Db,
  sender: PushSender,
  guestId: string,
  content: PushContent,
  siteUrl: string,
  options: { lastAttempt?: boolean } = {},
): Promise<PushStatus> {
  return (await sendToDevices(db, sender, and(eq(pushToken.guest_id, guestId), isNull(pushToken.uid))!, content, siteUrl, options)).status;
}

type DeviceCounts = { appareils?: number; envoyes?: number; erreur?: string };

async function sendToDevices(
  db: Db,
  sender: PushSender,
  owner: SQL,
  content: PushContent,
  siteUrl: string,
  options: { lastAttempt?: boolean },
): Promise<{ status: PushStatus; counts: DeviceCounts }> {
  const tokens = (await db.select({ token: pushToken.token }).from(pushToken).where(owner).orderBy(desc(pushToken.date_maj))).map((row) => row.token);
  if (tokens.length === 0) return { status: 'aucun_appareil', counts: {} };

  const results = await sender.send(tokens, content, siteUrl);
  const gone = results.filter((result) => !result.ok && result.unregistered).map((result) => result.token);
  if (gone.length > 0) await db.delete(pushToken).where(and(owner, inArray(pushToken.token, gone)));
  const sent = results.filter((result) => result.ok).length;
  const failures = results.filter((result): result is Extract<typeof result, { ok: false }> => !result.ok);
  const erreur =
    failures.length > 0
      ? failures
          .map((failure) => failure.error)
          .join(' ; ')
          .slice(0, 1000)
      : undefined;
  const counts = { appareils: tokens.length, envoyes: sent, erreur };
  if (sent > 0) return { status: sender.name === 'journal' ? 'enregistre' : 'envoye', counts };
  if (failures.every((failure) => failure.unregistered)) return { status: 'aucun_appareil', counts };
  if (!options.lastAttempt) throw new PushRetryLater(erreur ?? 'inconnu');
  return { status: 'echec', counts };
}
