/**
 * One push notification to one user: to every device (token) of theirs, unless they turned the
 * kind off; tokens FCM says are gone are deleted; what became of it is recorded in push_message.
 */
import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { wants, type PushContent } from '@/lib/push/messages';
import type { Db } from '../db/client';
import { pushMessage, pushToken, utilisateur } from '../db/schema';
import type { PushSender } from './sender';

/** Hands a push notification for a user to the job queue (each mail job tells its push this way). */
export type Notify = (idutilisateur: number, content: PushContent) => Promise<void>;

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
  const record = async (statut: PushStatus, counts: { appareils?: number; envoyes?: number; erreur?: string } = {}) => {
    await db
      .insert(pushMessage)
      .values({ idutilisateur, type: content.kind, titre: content.titre, corps: content.corps, lien: content.lien, statut, ...counts });
    return statut;
  };
  if (!wants(user.off, 'push', content.kind)) return record('desactive');
  const tokens = (await db.select({ token: pushToken.token }).from(pushToken).where(eq(pushToken.uid, user.uid)).orderBy(desc(pushToken.date_maj))).map(
    (row) => row.token,
  );
  if (tokens.length === 0) return record('aucun_appareil');

  const results = await sender.send(tokens, content, siteUrl);
  const gone = results.filter((result) => !result.ok && result.unregistered).map((result) => result.token);
  if (gone.length > 0) await db.delete(pushToken).where(and(eq(pushToken.uid, user.uid), inArray(pushToken.token, gone)));
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
  if (sent > 0) return record(sender.name === 'journal' ? 'enregistre' : 'envoye', counts);
  if (failures.every((failure) => failure.unregistered)) return record('aucun_appareil', counts);
  if (!options.lastAttempt) throw new PushRetryLater(erreur ?? 'inconnu');
  return record('echec', counts);
}
