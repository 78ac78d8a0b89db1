/**
 * Favourites through v1: each person reads and changes only their own list (an account by its
 * bearer, a guest by its device's id), only published listings can be hearted, twice counts once,
 * 200 at most, the list says what became of each listing, and a guest's list joins the account's
 * at sign-in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertUser, visitorCaller, type TestApp } from '@/test/fixtures';
import { MAX_FAVOURITES } from '@/lib/favourites';
import { annonceMoto } from '../../db/schema';
import { eq } from 'drizzle-orm';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
type Who = 'particulier' | 'boutique' | 'admin' | 'other';
const tokens: Record<Who, string> = { particulier: '', boutique: '', admin: '', other: '' };
const ids: Record<Who, number> = { particulier: 0, boutique: 0, admin: 0, other: 0 };
let seller = 0;
let moto = 0;
let equipement = 0;
const guestA = randomUUID();
const guestB = randomUUID();

/** A call as a signed-in role, as a guest (`guest:<id>`), or anonymous (null). */
let as: ReturnType<typeof visitorCaller<Who>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  as = visitorCaller(app, tokens);
  for (const [i, who] of (['particulier', 'boutique', 'admin', 'other'] as const).entries()) {
    const uid = `fav-${who}-${run}`;
    const role = who === 'other' ? 'particulier' : who;
    const user = await insertUser(database.db, {
      uid,
      email: `${uid}@test.ma`,
      role,
      telephone: `+21266820000${i}`,
      ...(role === 'boutique' ? { nom_entreprise: 'Moto Shop' } : {}),
    });
    ids[who] = user.idutilisateur;
    tokens[who] = await emulatorIdToken(uid, `${uid}@test.ma`);
  }
  seller = (await insertUser(database.db, { uid: `fav-seller-${run}`, email: `fav-seller-${run}@test.ma`, telephone: '+212668300001' })).idutilisateur;
  moto = (await insertMoto(database.db, seller, { titre: 'Honda CB500F 2020', prix: 52_000 })).idannonce_moto;
  equipement = (await insertEquipement(database.db, seller, { titre: 'Casque Shoei NXR', prix: 4_500 })).idannonce_equipement;
});

afterAll(async () => {
  await database.close();
});

describe('who may keep favourites', () => {
  it('refuses a caller who is neither signed in nor a guest, and a malformed guest id', async () => {
    for (const [method, path] of [
      ['GET', '/favoris'],
      ['GET', '/favoris/cles'],
      ['PUT', `/favoris/moto/${moto}`],
      ['DELETE', `/favoris/moto/${moto}`],
    ] as const) {
      const anonymous = await as(null, method, path);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.error).toMatch(/favoris/);
      expect((await as('guest:../../etc', method, path)).status).toBe(401);
      expect((await as('guest:short', method, path)).status).toBe(401);
      // Only ids the site issues: not a name chosen (the probe's "aaaaaaaa"), nor an issued id in capitals.
      expect((await as('guest:aaaaaaaa', method, path)).status).toBe(401);
      expect((await as(`guest:${guestA.toUpperCase()}`, method, path)).status).toBe(401);
    }
  });

  it('gives every signed-in role and every guest a list of its own', async () => {
    const everyone = ['particulier', 'boutique', 'admin', 'other', `guest:${guestA}`, `guest:${guestB}`] as const;
    for (const who of everyone) expect((await as(who, 'GET', '/favoris')).body.favoris).toEqual([]);
    expect((await as('particulier', 'PUT', `/favoris/moto/${moto}`)).body).toEqual({ ajoute: true, total: 1 });
    expect((await as(`guest:${guestA}`, 'PUT', `/favoris/equipement/${equipement}`)).body).toEqual({ ajoute: true, total: 1 });
    // Nobody else sees them: not another user, not the admin, not another guest.
    for (const who of ['boutique', 'admin', 'other', `guest:${guestB}`] as const) {
      expect((await as(who, 'GET', '/favoris')).body.total, who).toBe(0);
      expect((await as(who, 'GET', '/favoris/cles')).body.cles, who).toEqual([]);
    }
    expect((await as('particulier', 'GET', '/favoris/cles')).body.cles).toEqual([`moto-${moto}`]);
    expect((await as(`guest:${guestA}`, 'GET', '/favoris/cles')).body.cles).toEqual([`equipement-${equipement}`]);
    // Another person removing it changes nothing for its owner.
    expect((await as('other', 'DELETE', `/favoris/moto/${moto}`)).body).toEqual({ retire: false, total: 0 });
    expect((await as('particulier', 'GET', '/favoris/cles')).body.cles).toEqual([`moto-${moto}`]);
  });

  it('reads the account, never a guest id sent beside a bearer', async () => {
    const both = await getJson(app, '/favoris/cles', { headers: { authorization: `Bearer ${tokens.particulier}`, 'x-guest-id': guestA } });
    expect(both.body.cles).toEqual([`moto-${moto}`]);
    const badToken = await getJson(app, '/favoris/cles', { headers: { authorization: 'Bearer forged', 'x-guest-id': guestA } });
    expect(badToken.status).toBe(401);
  });
});

describe('hearting', () => {
  it('counts a listing hearted twice once, and takes it back', async () => {
    expect((await as('boutique', 'PUT', `/favoris/moto/${moto}`)).body).toEqual({ ajoute: true, total: 1 });
    expect((await as('boutique', 'PUT', `/favoris/moto/${moto}`)).body).toEqual({ ajoute: false, total: 1 });
    const { rows } = await database.db.execute(sql`select count(*)::int as n from favori where idutilisateur = ${ids.boutique}`);
    expect(rows[0]).toEqual({ n: 1 });
    expect((await as('boutique', 'DELETE', `/favoris/moto/${moto}`)).body).toEqual({ retire: true, total: 0 });
    expect((await as('boutique', 'DELETE', `/favoris/moto/${moto}`)).body).toEqual({ retire: false, total: 0 });
  });

  it('hearts only published listings, and answers bad addresses in French', async () => {
    const pending = (await insertMoto(database.db, seller, { etat: 'en_attente' })).idannonce_moto;
    const refused = await as('other', 'PUT', `/favoris/moto/${pending}`);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Annonce introuvable ou plus en ligne.');
    expect((await as('other', 'PUT', '/favoris/moto/999999999')).status).toBe(404);
    const badType = await as('other', 'PUT', `/favoris/velo/${moto}`);
    expect(badType.status).toBe(400);
    expect(badType.body.error).toMatch(/moto ou equipement/);
    expect((await as('other', 'PUT', '/favoris/moto/abc')).status).toBe(400);
  });

  it(`keeps at most ${MAX_FAVOURITES} per person, even when the hearts arrive together`, async () => {
    const guest = randomUUID();
    const values = Array.from({ length: MAX_FAVOURITES - 1 }, (_, i) => sql`(${guest}, 'moto', ${1_000_000 + i}, ${'Ancienne ' + i})`);
    await database.db.execute(sql`insert into favori (guest_id, type_annonce, idannonce, titre) values ${sql.join(values, sql`, `)}`);
    const second = (await insertMoto(database.db, seller)).idannonce_moto;
    const answers = await Promise.all([as(`guest:${guest}`, 'PUT', `/favoris/moto/${moto}`), as(`guest:${guest}`, 'PUT', `/favoris/moto/${second}`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toBe('Vous avez déjà 200 favoris : retirez-en un pour en ajouter un autre.');
    expect((await as(`guest:${guest}`, 'GET', '/favoris')).body.total).toBe(MAX_FAVOURITES);
  });
});

describe('the list', () => {
  it('says what became of each listing, keeps removed ones, and shows a lower price', async () => {
    const who = `guest:${randomUUID()}` as const;
    const sold = (await insertMoto(database.db, seller, { titre: 'Vendue', prix: 30_000 })).idannonce_moto;
    const cheaper = (await insertMoto(database.db, seller, { titre: 'Baisse', prix: 40_000 })).idannonce_moto;
    const removed = (await insertMoto(database.db, seller, { titre: 'Supprimée bientôt', prix: 20_000 })).idannonce_moto;
    for (const id of [sold, cheaper, removed]) expect((await as(who, 'PUT', `/favoris/moto/${id}`)).status).toBe(200);
    await database.db.update(annonceMoto).set({ etat: 'vendue' }).where(eq(annonceMoto.idannonce_moto, sold));
    await database.db.update(annonceMoto).set({ prix: 35_000 }).where(eq(annonceMoto.idannonce_moto, cheaper));
    await database.db.delete(annonceMoto).where(eq(annonceMoto.idannonce_moto, removed));
    const { body } = await as(who, 'GET', '/favoris');
    expect(body.max).toBe(MAX_FAVOURITES);
    const byId = Object.fromEntries(body.favoris.map((f: { idannonce: number }) => [f.idannonce, f]));
    expect(byId[sold]).toMatchObject({ etat: 'vendue', type: 'moto', titre: 'Vendue', prix: 30_000, prix_ajout: 30_000 });
    expect(byId[cheaper]).toMatchObject({ etat: 'publiee', prix: 35_000, prix_ajout: 40_000, ville: expect.any(String) });
    expect(byId[removed]).toMatchObject({ etat: 'supprimee', type: null, titre: 'Supprimée bientôt', prix: null, prix_ajout: 20_000 });
    // Newest heart first.
    expect(body.favoris.map((f: { idannonce: number }) => f.idannonce)).toEqual([removed, cheaper, sold]);
  });
});

describe('a guest who signs in', () => {
  it('finds the guest favourites in the account, once each, and the guest keeps none', async () => {
    const guest = randomUUID();
    const second = (await insertMoto(database.db, seller, { titre: 'Deuxième' })).idannonce_moto;
    await as(`guest:${guest}`, 'PUT', `/favoris/moto/${moto}`);
    await as(`guest:${guest}`, 'PUT', `/favoris/moto/${second}`);
    await as('other', 'PUT', `/favoris/moto/${moto}`);
    const link = await as('other', 'POST', '/utilisateur/link-fcm-token', { guestId: guest });
    expect(link.status).toBe(200);
    expect(link.body.favoris).toBe(1);
    expect((await as('other', 'GET', '/favoris/cles')).body.cles.sort()).toEqual([`moto-${moto}`, `moto-${second}`].sort());
    expect((await as(`guest:${guest}`, 'GET', '/favoris')).body.total).toBe(0);
    // Linking again moves nothing more.
    expect((await as('other', 'POST', '/utilisateur/link-fcm-token', { guestId: guest })).body.favoris).toBe(0);
  });
});
