/**
 * My notifications through v1: only mine, for every signed-in role, never for an anonymous caller;
 * preferences by kind and channel with French 400s; those turned off are honoured and not listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticesIn } from '../../notices/notices';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertUser, type TestApp } from '@/test/fixtures';
import { deliverPush } from '../../push/deliver';
import { journalPushSender } from '../../push/sender';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
const tokens: Record<'particulier' | 'boutique' | 'admin' | 'other', string> = { particulier: '', boutique: '', admin: '', other: '' };
const ids: Record<keyof typeof tokens, number> = { particulier: 0, boutique: 0, admin: 0, other: 0 };

function as(who: keyof typeof tokens | null, method: string, path: string, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  for (const [i, who] of (['particulier', 'boutique', 'admin', 'other'] as const).entries()) {
    const uid = `notif-${who}-${run}`;
    const role = who === 'other' ? 'particulier' : who;
    const user = await insertUser(database.db, {
      uid,
      email: `${uid}@test.ma`,
      role,
      telephone: `+21266810000${i}`,
      ...(role === 'boutique' ? { nom_entreprise: 'Moto Shop' } : {}),
    });
    ids[who] = user.idutilisateur;
    tokens[who] = await emulatorIdToken(uid, `${uid}@test.ma`);
  }
});

afterAll(async () => {
  await database.close();
});

describe('GET utilisateur/notifications', () => {
  it('answers 401 to an anonymous caller and each signed-in role their own notifications only', async () => {
    expect((await as(null, 'GET', '/utilisateur/notifications')).status).toBe(401);
    expect((await as(null, 'GET', '/utilisateur/notifications/preferences')).status).toBe(401);
    expect((await as(null, 'PUT', '/utilisateur/notifications/preferences', { annonce_publiee: { push: false } })).status).toBe(401);
    await deliverPush(
      database.db,
      journalPushSender,
      ids.other,
      noticesIn('fr').refusedPush({ titre: 'Casque Shoei', motif: 'Photos floues' }),
      'https://motomaroc.ma',
    );
    for (const who of ['particulier', 'boutique', 'admin'] as const) {
      await deliverPush(
        database.db,
        journalPushSender,
        ids[who],
        noticesIn('fr').paymentReceivedPush({ titre: `Annonce ${who}`, montant: 49, idsponsoring: 1 }),
        'https://motomaroc.ma',
      );
      const answer = await as(who, 'GET', '/utilisateur/notifications');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('no-store');
      expect(answer.body.notifications).toHaveLength(1);
      expect(answer.body.notifications[0]).toMatchObject({ type: 'paiement_recu', titre: 'Paiement reçu', lien: '/compte/ads/recu/1' });
      expect(answer.body.notifications[0].corps).toContain(`Annonce ${who}`);
    }
    const other = await as('other', 'GET', '/utilisateur/notifications');
    expect(other.body.notifications.map((n: { titre: string }) => n.titre)).toEqual(['Votre annonce n’a pas été acceptée']);
  });
});

describe('notification preferences', () => {
  it('are all on at first, change by kind and channel, keep the others, and stop what was turned off', async () => {
    const first = await as('particulier', 'GET', '/utilisateur/notifications/preferences');
    expect(first.status).toBe(200);
    expect(Object.values(first.body).every((channels) => (channels as { push: boolean; mail: boolean }).push && (channels as { mail: boolean }).mail)).toBe(
      true,
    );
    const changed = await as('particulier', 'PUT', '/utilisateur/notifications/preferences', {
      annonce_publiee: { push: false },
      sponsoring_fin: { mail: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.annonce_publiee).toEqual({ push: false, mail: true });
    expect(changed.body.sponsoring_fin).toEqual({ push: true, mail: false });
    expect(changed.body.annonce_refusee).toEqual({ push: true, mail: true });
    // Others' preferences are not touched.
    expect((await as('boutique', 'GET', '/utilisateur/notifications/preferences')).body.annonce_publiee).toEqual({ push: true, mail: true });
    // The payment receipt is always mailed.
    expect((await as('particulier', 'PUT', '/utilisateur/notifications/preferences', { paiement_recu: { mail: false } })).body.paiement_recu).toEqual({
      push: true,
      mail: true,
    });
    // Turned off: recorded as such, not listed.
    await deliverPush(
      database.db,
      journalPushSender,
      ids.particulier,
      { kind: 'annonce_publiee', titre: 'Votre annonce est en ligne', corps: '…', lien: '/' },
      'https://motomaroc.ma',
    );
    const listed = await as('particulier', 'GET', '/utilisateur/notifications');
    expect(listed.body.notifications.map((n: { type: string }) => n.type)).not.toContain('annonce_publiee');
    // And back on.
    expect((await as('particulier', 'PUT', '/utilisateur/notifications/preferences', { annonce_publiee: { push: true } })).body.annonce_publiee).toEqual({
      push: true,
      mail: true,
    });
  });

  it('refuse bad input with French 400s', async () => {
    const unknown = await as('particulier', 'PUT', '/utilisateur/notifications/preferences', { newsletter: { push: false } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Type de notification inconnu : newsletter.');
    const notBoolean = await as('particulier', 'PUT', '/utilisateur/notifications/preferences', { annonce_publiee: { push: 'non' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error).toBe('Préférences invalides : pour chaque type, push et mail valent true ou false.');
    expect((await as('particulier', 'PUT', '/utilisateur/notifications/preferences', { annonce_publiee: { sms: true } })).status).toBe(400);
    expect((await as('particulier', 'PUT', '/utilisateur/notifications/preferences', {})).body.error).toBe('Rien à modifier.');
    expect((await as('particulier', 'PUT', '/utilisateur/notifications/preferences', [])).status).toBe(400);
  });
});
