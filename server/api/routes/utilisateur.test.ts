import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertShop, insertUser, type TestApp } from '@/test/fixtures';

let database: TestDatabase;
let app: TestApp;
let individual = 0;
const shops: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const db = database.db;
  individual = (await insertUser(db, { nom: 'Alaoui', prenom: 'Sara', ville: 'Fès', email: 'sara@test.ma', telephone: '+212611111111' })).idutilisateur;
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
    expect(await getJson(app, `/utilisateur/boutique/${individual}`)).toMatchObject({ status: 404, body: { error: 'Boutique introuvable.' } });
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

describe('GET /utilisateur/info/{id}', () => {
  it('gives public fields only: no e-mail, uid or phone', async () => {
    const { status, body } = await getJson(app, `/utilisateur/info/${individual}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      idutilisateur: individual,
      nom: 'Alaoui',
      prenom: 'Sara',
      role: 'particulier',
      ville: 'Fès',
      date_ajout: expect.stringMatching(/^\d{4}-/),
      nom_entreprise: null,
      logo: null,
    });
  });

  it('is 404 for an unknown user', async () => {
    expect(await getJson(app, '/utilisateur/info/555555')).toMatchObject({ status: 404, body: { error: 'Utilisateur introuvable.' } });
  });
});
