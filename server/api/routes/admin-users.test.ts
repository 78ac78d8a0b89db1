/**
 * Users in the back office, through v1: the list by role and search, deletion (never oneself,
 * never the last admin; the Firebase account goes too; a Firebase failure changes nothing),
 * turning a particulier into a shop, and the statistics on a known data set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@/lib/schemas/admin';
import { emulatorAccountExists, emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertUser, type TestApp } from '@/test/fixtures';
import { auditAdmin, utilisateur } from '../../db/schema';
import { userStats } from '../../db/queries/admin-users';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
let adminToken: string;
let adminId: number;

function asAdmin(method: string, path: string, body?: unknown, on: TestApp = app) {
  return getJson(on, path, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const uid = `uadm-admin-${run}`;
  adminId = (await insertUser(database.db, { uid, email: `${uid}@test.ma`, role: 'admin', prenom: 'Nadia', nom: 'Alaoui', telephone: '+212667000001' }))
    .idutilisateur;
  adminToken = await emulatorIdToken(uid, `${uid}@test.ma`);
});

afterAll(async () => {
  await database.close();
});

describe('GET utilisateur/admin/users', () => {
  it('filters by role and finds people by name, e-mail or phone as typed', async () => {
    const karim = await insertUser(database.db, {
      uid: `uadm-k-${run}`,
      email: `karim.bennani-${run}@test.ma`,
      prenom: 'Karim',
      nom: 'Bennani',
      telephone: '+212612345678',
    });
    await insertMoto(database.db, karim.idutilisateur);
    const found = async (q: string) =>
      (await asAdmin('GET', `/utilisateur/admin/users?q=${encodeURIComponent(q)}`)).body.utilisateurs.map(
        (user: { idutilisateur: number }) => user.idutilisateur,
      );
    for (const q of ['bennani', 'Karim Ben', `karim.bennani-${run}`, '06 12 34 56 78', '+212612345678', '612345'])
      expect(await found(q), q).toContain(karim.idutilisateur);
    expect(await found('zzzz-personne')).toEqual([]);
    const admins = await asAdmin('GET', '/utilisateur/admin/users?type=admin&limit=100');
    expect(admins.body.utilisateurs.every((user: { role: string }) => user.role === 'admin')).toBe(true);
    const listed = (await asAdmin('GET', `/utilisateur/admin/users?q=${karim.email}`)).body.utilisateurs[0];
    expect(listed).toMatchObject({ email: karim.email, telephone: '+212612345678', annonces: 1, annonces_publiees: 1 });
    expect((await asAdmin('GET', '/utilisateur/admin/users?type=vip')).body).toMatchObject({ code: expect.any(String), error: ADMIN_MESSAGES.badRole });
  });
});

describe('GET utilisateur/liste (spec)', () => {
  it('lists people for admins only, 10 a page by default, like admin/users; it is not a profile id', async () => {
    for (let i = 0; i < 11; i++)
      await insertUser(database.db, { uid: `uadm-liste-${i}-${run}`, email: `liste-${i}-${run}@test.ma`, telephone: `+21266800${String(i).padStart(4, '0')}` });
    const first = await asAdmin('GET', '/utilisateur/liste');
    expect(first.status).toBe(200);
    expect(first.body.utilisateurs).toHaveLength(10);
    expect(first.body).toMatchObject({ page: 1 });
    expect(first.body.total).toBeGreaterThan(10);
    expect(first.body.utilisateurs[0]).toHaveProperty('email');
    expect((await asAdmin('GET', '/utilisateur/liste?page=2&limit=5')).body.utilisateurs).toHaveLength(5);
    expect((await asAdmin('GET', '/utilisateur/liste?limit=0')).status).toBe(400);
    expect((await getJson(app, '/utilisateur/liste')).status).toBe(401);
    for (const role of ['particulier', 'boutique'] as const) {
      const uid = `uadm-liste-${role}-${run}`;
      await insertUser(database.db, {
        uid,
        email: `${uid}@test.ma`,
        role,
        telephone: role === 'boutique' ? '+212668100001' : '+212668100002',
        ...(role === 'boutique' ? { nom_entreprise: 'Boutique Liste' } : {}),
      });
      const token = await emulatorIdToken(uid, `${uid}@test.ma`);
      expect((await getJson(app, '/utilisateur/liste', { headers: { authorization: `Bearer ${token}` } })).status, role).toBe(403);
    }
  });
});

describe('DELETE utilisateur/admin/user/{id}', () => {
  it('deletes the person, their listings and their Firebase account, and records it', async () => {
    const uid = `uadm-del-${run}`;
    await emulatorIdToken(uid, `${uid}@test.ma`);
    const person = await insertUser(database.db, { uid, email: `${uid}@test.ma`, telephone: '+212667000002' });
    const moto = await insertMoto(database.db, person.idutilisateur);
    expect(await emulatorAccountExists(uid)).toBe(true);
    expect((await asAdmin('DELETE', `/utilisateur/admin/user/${person.idutilisateur}`)).body).toEqual({ message: ADMIN_MESSAGES.userDeleted });
    expect(await emulatorAccountExists(uid)).toBe(false);
    expect(await database.db.select().from(utilisateur).where(eq(utilisateur.idutilisateur, person.idutilisateur))).toEqual([]);
    expect(app.publicPages.changed.some((listing) => listing.id === moto.idannonce_moto)).toBe(true);
    const [audit] = await database.db.select().from(auditAdmin).where(eq(auditAdmin.objet_id, person.idutilisateur));
    expect(audit).toMatchObject({ action: 'utilisateur.suppression', objet_type: 'utilisateur', idadmin: adminId, avant: { email: `${uid}@test.ma` } });
    expect((await asAdmin('DELETE', `/utilisateur/admin/user/${person.idutilisateur}`)).status).toBe(404);
  });

  it('refuses oneself and the last admin; another admin can be deleted while one remains', async () => {
    expect(await asAdmin('DELETE', `/utilisateur/admin/user/${adminId}`)).toMatchObject({ status: 409, body: { error: ADMIN_MESSAGES.cannotDeleteSelf } });
    const fresh = await createTestDatabase();
    try {
      const freshApp = createTestApp(fresh.db);
      // On a database where this admin is the only one, deleting a second one is fine, then not.
      const me = await insertUser(fresh.db, { uid: `uadm-admin-${run}`, email: `uadm-admin-${run}@test.ma`, role: 'admin', telephone: '+212667000001' });
      const other = await insertUser(fresh.db, { uid: `uadm-other-${run}`, email: `uadm-other-${run}@test.ma`, role: 'admin', telephone: '+212667000003' });
      expect((await asAdmin('DELETE', `/utilisateur/admin/user/${other.idutilisateur}`, undefined, freshApp)).status).toBe(200);
      // Now alone: the last admin cannot delete themself (and no one else is left to).
      expect(await asAdmin('DELETE', `/utilisateur/admin/user/${me.idutilisateur}`, undefined, freshApp)).toMatchObject({
        status: 409,
        body: { error: ADMIN_MESSAGES.cannotDeleteSelf },
      });
    } finally {
      await fresh.close();
    }
  });

  it('two admins deleting each other at once: one succeeds, the other is refused as the last admin', async () => {
    const fresh = await createTestDatabase();
    try {
      const freshApp = createTestApp(fresh.db);
      const admins = await Promise.all(
        ['a', 'b'].map(async (key, i) => {
          const uid = `uadm-duel-${key}-${run}`;
          const row = await insertUser(fresh.db, { uid, email: `${uid}@test.ma`, role: 'admin', telephone: `+21266700009${i}` });
          return { id: row.idutilisateur, token: await emulatorIdToken(uid, `${uid}@test.ma`) };
        }),
      );
      const [a, b] = admins as [(typeof admins)[number], (typeof admins)[number]];
      const remove = (by: typeof a, target: typeof a) =>
        getJson(freshApp, `/utilisateur/admin/user/${target.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${by.token}` } });
      const answers = await Promise.all([remove(a, b), remove(b, a)]);
      // The loser is refused as the last admin, or, if the winner was quicker still, no longer exists (403).
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.status === 409);
      if (refused) expect(refused.body).toMatchObject({ code: expect.any(String), error: ADMIN_MESSAGES.lastAdmin });
      expect(await fresh.db.select().from(utilisateur).where(eq(utilisateur.role, 'admin'))).toHaveLength(1);
      expect(freshApp.loggedErrors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('a Firebase failure deletes nothing and says so with the spec’s text', async () => {
    const failing = createTestApp(database.db, {
      identity: { revokeSessions: async () => undefined, deleteAccount: async () => Promise.reject(new Error('firebase down')) },
    });
    const person = await insertUser(database.db, { uid: `uadm-fail-${run}`, email: `uadm-fail-${run}@test.ma`, telephone: '+212667000006' });
    const answer = await asAdmin('DELETE', `/utilisateur/admin/user/${person.idutilisateur}`, undefined, failing);
    expect(answer).toMatchObject({ status: 503, body: { error: ADMIN_MESSAGES.deleteUserFailed } });
    expect(await database.db.select().from(utilisateur).where(eq(utilisateur.idutilisateur, person.idutilisateur))).toHaveLength(1);
    expect(await database.db.select().from(auditAdmin).where(eq(auditAdmin.objet_id, person.idutilisateur))).toEqual([]);
  });
});

describe('PUT utilisateur/admin/{id}/transformer-boutique', () => {
  it('turns a particulier into a shop whose page exists at once; a shop or an admin is refused', async () => {
    const person = await insertUser(database.db, { uid: `uadm-shop-${run}`, email: `uadm-shop-${run}@test.ma`, telephone: '+212667000007' });
    const shop = await asAdmin('PUT', `/utilisateur/admin/${person.idutilisateur}/transformer-boutique`, {
      nom_entreprise: '  Atlas Motos Fès ',
      adresse: 'Route d’Imouzzer, Fès',
    });
    expect(shop.status).toBe(200);
    expect(shop.body).toMatchObject({ role: 'boutique', nom_entreprise: 'Atlas Motos Fès', adresse: 'Route d’Imouzzer, Fès' });
    expect(app.publicPages.shops).toContain(person.idutilisateur);
    expect((await getJson(app, `/utilisateur/boutique/${person.idutilisateur}`)).body.nom_entreprise).toBe('Atlas Motos Fès');
    expect(await asAdmin('PUT', `/utilisateur/admin/${person.idutilisateur}/transformer-boutique`, { nom_entreprise: 'Encore' })).toMatchObject({
      status: 409,
      body: { error: ADMIN_MESSAGES.alreadyShop },
    });
    expect(await asAdmin('PUT', `/utilisateur/admin/${adminId}/transformer-boutique`, { nom_entreprise: 'Admin Shop' })).toMatchObject({
      status: 409,
      body: { error: ADMIN_MESSAGES.adminNotShop },
    });
    expect(await asAdmin('PUT', `/utilisateur/admin/${person.idutilisateur}/transformer-boutique`, { nom_entreprise: 'X' })).toMatchObject({
      status: 400,
      body: { error: ADMIN_MESSAGES.shopName },
    });
    expect((await asAdmin('PUT', '/utilisateur/admin/999999999/transformer-boutique', { nom_entreprise: 'Personne' })).status).toBe(404);
    const [audit] = await database.db.select().from(auditAdmin).where(eq(auditAdmin.objet_id, person.idutilisateur));
    expect(audit).toMatchObject({
      action: 'utilisateur.transformation_boutique',
      avant: { role: 'particulier' },
      apres: { role: 'boutique', nom_entreprise: 'Atlas Motos Fès' },
    });
  });
});

describe('user statistics', () => {
  it('counts by role and sign-ups per day (Morocco’s calendar) on a known data set', async () => {
    const fresh = await createTestDatabase();
    try {
      const now = new Date('2026-11-20T12:00:00Z');
      const add = (role: string, date: Date, n: number) =>
        Promise.all(
          Array.from({ length: n }, (_, i) =>
            insertUser(fresh.db, {
              uid: `st-${role}-${date.getTime()}-${i}`,
              email: `st-${role}-${date.getTime()}-${i}@test.ma`,
              role,
              telephone: null,
              date_ajout: date,
              ...(role === 'boutique' ? { nom_entreprise: 'B' } : {}),
            }),
          ),
        );
      await add('particulier', new Date('2026-11-20T08:00:00Z'), 3);
      await add('boutique', new Date('2026-11-19T23:30:00Z'), 1); // already the 20th in Casablanca
      await add('admin', new Date('2026-10-01T10:00:00Z'), 2); // beyond 30 days
      const stats = await userStats(fresh.db, now);
      expect(stats.parRole).toEqual({ particulier: 3, boutique: 1, admin: 2 });
      expect(stats.total).toBe(6);
      expect(stats.inscriptionsParJour).toHaveLength(30);
      expect(stats.inscriptionsParJour.at(-1)).toEqual({ jour: '2026-11-20', n: 4 });
      expect(stats.inscriptionsParJour[0]!.jour).toBe('2026-10-22');
      expect(stats.inscriptionsParJour.reduce((sum, day) => sum + day.n, 0)).toBe(4);
    } finally {
      await fresh.close();
    }
  });
});
