import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { emulatorIdToken } from '@/test/auth';
import { RATE_LIMITS } from '../rate-limits';
import { createTestApp, getJson, insertEquipement, insertMoto, insertShop, insertUser, type TestApp } from '@/test/fixtures';

let database: TestDatabase;
let app: TestApp;
let individual = 0;
let seller = 0;
let waiting = 0;
let admin: { idutilisateur: number };
const shops: Record<string, number> = {};
const tokens = {} as Record<'individual' | 'other' | 'admin', string>;
const run = Date.now().toString(36);

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const db = database.db;
  seller = (await insertUser(db, { nom: 'Alaoui', prenom: 'Sara', ville: 'Fès', email: 'sara@test.ma', telephone: '+212611111111' })).idutilisateur;
  await insertMoto(db, seller);
  individual = (await insertUser(db, { uid: `prof-ind-${run}`, email: `ind-${run}@test.ma`, telephone: '+212611111112' })).idutilisateur;
  waiting = (await insertUser(db, { email: `wait-${run}@test.ma`, telephone: '+212611111113' })).idutilisateur;
  await insertMoto(db, waiting, { etat: 'en_attente' });
  await insertUser(db, { uid: `prof-other-${run}`, email: `other-${run}@test.ma`, telephone: '+212611111114' });
  admin = await insertUser(db, { uid: `prof-admin-${run}`, email: `admin-${run}@test.ma`, role: 'admin' });
  tokens.individual = await emulatorIdToken(`prof-ind-${run}`, `ind-${run}@test.ma`);
  tokens.other = await emulatorIdToken(`prof-other-${run}`, `other-${run}@test.ma`);
  tokens.admin = await emulatorIdToken(`prof-admin-${run}`, `admin-${run}@test.ma`);
  shops.busy = (
    await insertShop(db, { nom_entreprise: 'Atlas Motos', ville: 'Casablanca', description: 'Concession', adresse: '1 rue X', telephone: '+212522000000' })
  ).idutilisateur;
  shops.quiet = (await insertShop(db, { nom_entreprise: 'Zagora Pièces', ville: 'Zagora' })).idutilisateur;
  await insertMoto(db, shops.busy);
  await insertMoto(db, shops.busy);
  await insertEquipement(db, shops.busy);
  await insertMoto(db, shops.busy, { etat: 'en_attente' });
  await insertEquipement(db, shops.quiet);
});

afterAll(async () => {
  await database.close();
});

describe('GET /utilisateur/boutique/{id}', () => {
  it('gives the shop identity and its number of published listings', async () => {
    const { status, body } = await getJson(app, `/utilisateur/boutique/${shops.busy}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      idutilisateur: shops.busy,
      nom_entreprise: 'Atlas Motos',
      ville: 'Casablanca',
      description: 'Concession',
      adresse: '1 rue X',
      telephone: '+212522000000',
      nombre_annonces: 3,
    });
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['email']));
    expect(JSON.stringify(body)).not.toMatch(/"(email|uid)"/);
  });

  it('is 404 for an individual or an unknown id', async () => {
    expect(await getJson(app, `/utilisateur/boutique/${seller}`)).toMatchObject({ status: 404, body: { error: 'Boutique introuvable.' } });
    expect((await getJson(app, '/utilisateur/boutique/777777')).status).toBe(404);
    expect((await getJson(app, '/utilisateur/boutique/abc')).status).toBe(400);
  });
});

describe('GET /utilisateur/boutiques-accueil', () => {
  it('lists shops, the busiest first', async () => {
    const { body } = await getJson(app, '/utilisateur/boutiques-accueil');
    expect(body.map((s: { nom_entreprise: string }) => s.nom_entreprise)).toEqual(['Atlas Motos', 'Zagora Pièces']);
    expect((await getJson(app, '/utilisateur/boutiques-accueil?limit=1')).body).toHaveLength(1);
    expect((await getJson(app, '/utilisateur/boutiques-accueil?limit=0')).status).toBe(400);
  });
});

describe('GET /utilisateur/info/{id} and /utilisateur/{id}', () => {
  const as = (path: string, token?: string, address = '203.0.113.40') =>
    getJson(app, path, { headers: { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('gives public fields only: no e-mail, uid or phone', async () => {
    const { status, body } = await as(`/utilisateur/info/${seller}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      idutilisateur: seller,
      nom: 'Alaoui',
      prenom: 'Sara',
      role: 'particulier',
      ville: 'Fès',
      date_ajout: expect.stringMatching(/^\d{4}-/),
      nom_entreprise: null,
      logo: null,
    });
  });

  it('shows others only the public face: a shop, a seller with a published listing; never an admin, nor an account with nothing online', async () => {
    for (const path of ['/utilisateur/info', '/utilisateur']) {
      expect((await as(`${path}/${shops.quiet}`)).status).toBe(200);
      expect((await as(`${path}/${seller}`)).status).toBe(200);
      // Enumerating ids finds neither the admin nor the accounts that show nothing.
      for (const hidden of [individual, admin.idutilisateur, waiting]) {
        expect(await as(`${path}/${hidden}`), `${path}/${hidden}`).toMatchObject({ status: 404, body: { error: 'Utilisateur introuvable.' } });
        // Not to another signed-in user either.
        expect((await as(`${path}/${hidden}`, tokens.other)).status).toBe(404);
      }
      // The person sees their own; an admin sees every account.
      expect((await as(`${path}/${individual}`, tokens.individual)).body).toMatchObject({ idutilisateur: individual, role: 'particulier' });
      expect((await as(`${path}/${individual}`, tokens.admin)).status).toBe(200);
      expect((await as(`${path}/${admin.idutilisateur}`, tokens.admin)).body).toMatchObject({ role: 'admin' });
      expect((await as(`${path}/${individual}`, 'jeton-forge')).status).toBe(401);
    }
  });

  it('is 404 for an unknown user, and limited per client', async () => {
    expect(await as('/utilisateur/info/555555')).toMatchObject({ status: 404, body: { error: 'Utilisateur introuvable.' } });
    const limited = createTestApp(database.db);
    const read = (id: number) => getJson(limited, `/utilisateur/${id}`, { headers: { 'x-forwarded-for': '198.51.100.77' } });
    for (let id = 1; id <= RATE_LIMITS.profiles.points; id++) expect((await read(id)).status).not.toBe(429);
    expect(await read(1)).toMatchObject({ status: 429, body: { error: RATE_LIMITS.profiles.message } });
    expect((await getJson(limited, `/utilisateur/${seller}`, { headers: { 'x-forwarded-for': '198.51.100.78' } })).status).toBe(200);
  });
});
