/**
 * Delivering a push notification: recorded with what became of it, the user's preferences
 * honoured, every device of theirs reached, tokens FCM says are gone deleted, passing failures
 * retried (a stand-in answers as firebase-admin's sendEachForMulticast does).
 */
import { eq } from 'drizzle-orm';
import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticesIn } from '../notices/notices';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { insertUser } from '@/test/fixtures';
import { pushMessage, pushToken, utilisateur } from '../db/schema';
import { deliverGuestPush, deliverPush, PushRetryLater } from './deliver';
import { fcmPushSender, journalPushSender } from './sender';

let database: TestDatabase;
const run = Date.now().toString(36);
const content = noticesIn('fr').publishedPush({ titre: 'Yamaha MT-07 2021', path: '/annonce/detail-moto/Yamaha-MT-07-2021/7' });

/** firebase-admin's answer, one per token: ok, or the error code FCM gives. */
function fakeMessaging(answers: Record<string, string | null>) {
  const calls: MulticastMessage[] = [];
  const messaging = async () => ({
    async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
      calls.push(message);
      const responses = message.tokens.map((token) => {
        const code = answers[token] ?? null;
        return code ? { success: false, error: { code, message: 'refusé' } } : { success: true, messageId: `m-${token}` };
      });
      return { responses, successCount: responses.filter((r) => r.success).length, failureCount: responses.filter((r) => !r.success).length } as BatchResponse;
    },
  });
  return { calls, sender: fcmPushSender(messaging) };
}

async function userWithTokens(tokens: string[], off: string[] = []) {
  const user = await insertUser(database.db, { notifications_off: off });
  if (tokens.length) await database.db.insert(pushToken).values(tokens.map((token) => ({ token: `${token}-${run}`, uid: user.uid })));
  return user;
}

const records = (idutilisateur: number) => database.db.select().from(pushMessage).where(eq(pushMessage.idutilisateur, idutilisateur));
const tokensOf = async (uid: string) =>
  (await database.db.select({ token: pushToken.token }).from(pushToken).where(eq(pushToken.uid, uid))).map((row) => row.token.replace(`-${run}`, '')).sort();

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('deliverPush', () => {
  it('without a messaging service, records what would have been sent to each device', async () => {
    const user = await userWithTokens(['phone', 'tablet']);
    expect(await deliverPush(database.db, journalPushSender, user.idutilisateur, content, 'https://motomaroc.ma')).toBe('enregistre');
    expect(await records(user.idutilisateur)).toMatchObject([
      {
        type: 'annonce_publiee',
        titre: 'Votre annonce est en ligne',
        corps: content.corps,
        lien: content.lien,
        statut: 'enregistre',
        appareils: 2,
        envoyes: 2,
        erreur: null,
      },
    ]);
  });

  it('a user without devices, or who turned the kind off, is recorded as such; a deleted user gets nothing', async () => {
    const none = await userWithTokens([]);
    expect(await deliverPush(database.db, journalPushSender, none.idutilisateur, content, 'https://motomaroc.ma')).toBe('aucun_appareil');
    const off = await userWithTokens(['phone-off'], ['push:annonce_publiee']);
    const { calls, sender } = fakeMessaging({});
    expect(await deliverPush(database.db, sender, off.idutilisateur, content, 'https://motomaroc.ma')).toBe('desactive');
    expect(calls).toEqual([]);
    expect(await deliverPush(database.db, journalPushSender, 999_999_999, content, 'https://motomaroc.ma')).toBeNull();
  });

  it('through FCM: every device, the link as an absolute URL for the web, and tokens FCM says are gone deleted', async () => {
    const user = await userWithTokens(['ok', 'gone', 'invalid']);
    const { calls, sender } = fakeMessaging({
      [`gone-${run}`]: 'messaging/registration-token-not-registered',
      [`invalid-${run}`]: 'messaging/invalid-registration-token',
    });
    expect(await deliverPush(database.db, sender, user.idutilisateur, content, 'https://motomaroc.ma')).toBe('envoye');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      notification: { title: content.titre, body: content.corps },
      data: { lien: content.lien, type: 'annonce_publiee' },
      webpush: { fcmOptions: { link: `https://motomaroc.ma${content.lien}` } },
    });
    expect(calls[0]!.tokens).toHaveLength(3);
    expect(await tokensOf(user.uid)).toEqual(['ok']);
    const [record] = await records(user.idutilisateur);
    expect(record).toMatchObject({ statut: 'envoye', appareils: 3, envoyes: 1 });
    expect(record!.erreur).toContain('messaging/registration-token-not-registered');
  });

  it('only gone tokens: none left, recorded without a device; a passing failure is retried, then recorded as failed', async () => {
    const gone = await userWithTokens(['old']);
    const stale = fakeMessaging({ [`old-${run}`]: 'messaging/registration-token-not-registered' });
    expect(await deliverPush(database.db, stale.sender, gone.idutilisateur, content, 'https://motomaroc.ma')).toBe('aucun_appareil');
    expect(await tokensOf(gone.uid)).toEqual([]);

    const user = await userWithTokens(['busy']);
    const down = fakeMessaging({ [`busy-${run}`]: 'messaging/internal-error' });
    await expect(deliverPush(database.db, down.sender, user.idutilisateur, content, 'https://motomaroc.ma')).rejects.toBeInstanceOf(PushRetryLater);
    expect(await records(user.idutilisateur)).toEqual([]);
    expect(await deliverPush(database.db, down.sender, user.idutilisateur, content, 'https://motomaroc.ma', { lastAttempt: true })).toBe('echec');
    expect(await records(user.idutilisateur)).toMatchObject([{ statut: 'echec', appareils: 1, envoyes: 0 }]);
    expect(await tokensOf(user.uid)).toEqual(['busy']);
  });

  it('a deleted account takes its notifications with it', async () => {
    const user = await userWithTokens([]);
    await deliverPush(database.db, journalPushSender, user.idutilisateur, content, 'https://motomaroc.ma');
    await database.db.delete(utilisateur).where(eq(utilisateur.idutilisateur, user.idutilisateur));
    expect(await records(user.idutilisateur)).toEqual([]);
  });
});

describe('deliverGuestPush', () => {
  it('reaches the devices of a guest that no account holds, and forgets those FCM says are gone', async () => {
    const guestId = `guest-push-${run}`;
    const user = await insertUser(database.db);
    await database.db.insert(pushToken).values([
      { token: `guest-phone-${run}`, guest_id: guestId },
      { token: `guest-old-${run}`, guest_id: guestId },
      // signed in on this device since: the account's, not the guest's
      { token: `guest-signed-in-${run}`, guest_id: guestId, uid: user.uid },
      { token: `other-guest-${run}`, guest_id: `${guestId}-other` },
    ]);
    const { calls, sender } = fakeMessaging({ [`guest-old-${run}`]: 'messaging/registration-token-not-registered' });
    expect(await deliverGuestPush(database.db, sender, guestId, content, 'https://motomaroc.ma')).toBe('envoye');
    expect(calls.map((call) => call.tokens.map((token) => token.replace(`-${run}`, '')).sort())).toEqual([['guest-old', 'guest-phone']]);
    const left = (await database.db.select({ token: pushToken.token }).from(pushToken).where(eq(pushToken.guest_id, guestId))).map((row) => row.token);
    expect(left.sort()).toEqual([`guest-phone-${run}`, `guest-signed-in-${run}`]);
    expect(await records(user.idutilisateur)).toEqual([]);

    expect(await deliverGuestPush(database.db, sender, `${guestId}-none`, content, 'https://motomaroc.ma')).toBe('aucun_appareil');
    const down = fakeMessaging({ [`guest-phone-${run}`]: 'messaging/internal-error' });
    await expect(deliverGuestPush(database.db, down.sender, guestId, content, 'https://motomaroc.ma')).rejects.toBeInstanceOf(PushRetryLater);
    expect(await deliverGuestPush(database.db, down.sender, guestId, content, 'https://motomaroc.ma', { lastAttempt: true })).toBe('echec');
  });
});
