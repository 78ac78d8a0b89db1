import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { categorie } from '@/server/db/schema';
import { categoryId, createTestApp, getJson, insertEquipement, insertShop, insertUser, postJson, type TestApp } from '@/test/fixtures';

let database: TestDatabase;
let app: TestApp;
const ids: Record<string, number> = {};
let shopId = 0;
let sellerId = 0;
let casques = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const db = database.db;
  const seller = await insertUser(db, { ville: 'Tanger' });
  const shop = await insertShop(db, { nom_entreprise: 'Souss Riders', ville: 'Agadir' });
  sellerId = seller.idutilisateur;
  shopId = shop.idutilisateur;
  casques = await categoryId(db, 'motard', 'Casques');
  ids.casque = (
    await insertEquipement(db, shop.idutilisateur, {
      type: 'motard',
      categorieNom: 'Casques',
      titre: 'Casque Shoei NXR2',
      prix: 5_000,
      ville: 'Agadir',
      marque: 'Shoei',
    })
  ).idannonce_equipement;
  ids.gants = (
    await insertEquipement(db, seller.idutilisateur, { type: 'motard', categorieNom: 'Gants', titre: 'Gants Alpinestars', prix: 800, ville: 'Tanger' })
  ).idannonce_equipement;
  ids.topcase = (
    await insertEquipement(db, shop.idutilisateur, {
      type: 'moto',
      categorieNom: 'Top cases et bagagerie',
      titre: 'Top case Givi',
      prix: 2_500,
      ville: 'Agadir',
    })
  ).idannonce_equipement;
  ids.freins = (
    await insertEquipement(db, seller.idutilisateur, { type: 'piece', categorieNom: 'Freinage', titre: 'Plaquettes Brembo', prix: null, ville: 'Tétouan' })
  ).idannonce_equipement;
  ids.pneu = (
    await insertEquipement(db, shop.idutilisateur, { type: 'pneu', categorieNom: 'Pneus route', titre: 'Michelin Road 6', prix: 1_900, ville: 'Agadir' })
  ).idannonce_equipement;
  ids.pending = (await insertEquipement(db, seller.idutilisateur, { type: 'motard', titre: 'Casque en attente', etat: 'en_attente' })).idannonce_equipement;
  ids.refused = (await insertEquipement(db, seller.idutilisateur, { type: 'pneu', titre: 'Pneu refusé', etat: 'refusee' })).idannonce_equipement;
});

afterAll(async () => {
  await database.close();
});

const titles = (items: { titre: string }[]) => items.map((a) => a.titre);

describe('GET /equipement/annonce', () => {
  it('lists published equipment of every type, newest first', async () => {
    const { status, body } = await getJson(app, '/equipement/annonce');
    expect(status).toBe(200);
    expect(titles(body.annonces)).toEqual(['Casque Shoei NXR2', 'Gants Alpinestars', 'Top case Givi', 'Plaquettes Brembo', 'Michelin Road 6']);
    expect(body).toMatchObject({ page: 1, totalPages: 1, total: 5, totalEstime: false });
    expect(body.annonces[0]).toMatchObject({
      type: 'motard',
      categorie: 'Casques',
      idcategorie: casques,
      marque: 'Shoei',
      photo1: 'annonces/equipement/1.jpg',
      boutique: { idutilisateur: shopId, nom_entreprise: 'Souss Riders' },
    });
    expect(body.annonces[1].boutique).toBeNull();
  });

  it.each([
    ['type=motard', ['Casque Shoei NXR2', 'Gants Alpinestars']],
    ['type=moto', ['Top case Givi']],
    ['type=piece', ['Plaquettes Brembo']],
    ['type=pneu', ['Michelin Road 6']],
    ['type=motard&categorie=Casques', ['Casque Shoei NXR2']],
    ['type=motard&categorie=casques', ['Casque Shoei NXR2']],
    ['categorie=gants', ['Gants Alpinestars']],
    ['type=pneu&categorie=Casques', []],
    ['categorie=Inexistante', []],
    ['prixmin=1000&prixmax=3000', ['Top case Givi', 'Michelin Road 6']],
    ['ville=tetouan', ['Plaquettes Brembo']],
    ['ville=Agadir&type=moto', ['Top case Givi']],
    ['type=&categorie=&ville=', ['Casque Shoei NXR2', 'Gants Alpinestars', 'Top case Givi', 'Plaquettes Brembo', 'Michelin Road 6']],
  ])('filters by %s', async (query, expected) => {
    const { status, body } = await getJson(app, `/equipement/annonce?${query}`);
    expect(status).toBe(200);
    expect(titles(body.annonces)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('filters by category id', async () => {
    const { body } = await getJson(app, `/equipement/annonce?categorie=${casques}`);
    expect(titles(body.annonces)).toEqual(['Casque Shoei NXR2']);
  });

  it('sorts by price', async () => {
    const { body } = await getJson(app, '/equipement/annonce?tri=prix_asc');
    expect(titles(body.annonces)).toEqual(['Gants Alpinestars', 'Michelin Road 6', 'Top case Givi', 'Casque Shoei NXR2', 'Plaquettes Brembo']);
  });

  it('pages', async () => {
    const { body } = await getJson(app, '/equipement/annonce?limit=2&page=3');
    expect(titles(body.annonces)).toEqual(['Michelin Road 6']);
    expect(body).toMatchObject({ page: 3, totalPages: 3, total: 5 });
  });

  it.each([
    ['type=casque', 'Le type doit valoir moto, motard, piece ou pneu.'],
    ['page=0', 'Le paramètre page doit être un nombre entier supérieur ou égal à 1.'],
    ['limit=500', 'Le paramètre limit doit être un nombre entier entre 1 et 100.'],
    ['prixmin=-1', 'Le paramètre prixmin doit être un nombre entier supérieur ou égal à 0.'],
    ['prixmin=10&prixmax=5', 'Le prix minimum dépasse le prix maximum.'],
  ])('refuses %s', async (query, message) => {
    const { status, body } = await getJson(app, `/equipement/annonce?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: expect.any(String), error: message });
  });
});

describe('GET /equipement/annonce-accueil/{type}', () => {
  it('gives the newest listings of a type', async () => {
    const { status, body } = await getJson(app, '/equipement/annonce-accueil/motard');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Casque Shoei NXR2', 'Gants Alpinestars']);
    expect(titles((await getJson(app, '/equipement/annonce-accueil/motard?limit=1')).body)).toEqual(['Casque Shoei NXR2']);
  });

  it('refuses an unknown type', async () => {
    const { status, body } = await getJson(app, '/equipement/annonce-accueil/velo');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: expect.any(String), error: 'Le type doit valoir moto, motard, piece ou pneu.' });
  });
});

describe('GET /equipement/annonce/{id} and detail/{id}', () => {
  it('returns a published listing, and its seller on the detail', async () => {
    const annonce = await getJson(app, `/equipement/annonce/${ids.freins}`);
    expect(annonce.status).toBe(200);
    expect(annonce.body).toMatchObject({ idannonce_equipement: ids.freins, type: 'piece', categorie: 'Freinage', prix: null, idutilisateur: sellerId });
    const detail = await getJson(app, `/equipement/detail/${ids.freins}`);
    expect(detail.body.vendeur).toMatchObject({ idutilisateur: sellerId, role: 'particulier', nom_entreprise: null });
    expect(Object.keys(detail.body.vendeur)).not.toContain('email');
    expect(Object.keys(detail.body.vendeur)).not.toContain('uid');
  });

  it.each(['annonce', 'detail'])('%s: 404 for unpublished and unknown, 400 for bad ids', async (kind) => {
    for (const id of [ids.pending, ids.refused, 987_654]) {
      expect((await getJson(app, `/equipement/${kind}/${id}`)).body).toMatchObject({ code: expect.any(String), error: 'Annonce introuvable.' });
    }
    expect((await getJson(app, `/equipement/${kind}/nope`)).status).toBe(400);
  });
});

describe('GET /equipement/boutique/{id}/{type}', () => {
  it("lists a shop's listings of a type, or all", async () => {
    expect(titles((await getJson(app, `/equipement/boutique/${shopId}/tous`)).body.annonces)).toEqual([
      'Casque Shoei NXR2',
      'Top case Givi',
      'Michelin Road 6',
    ]);
    expect(titles((await getJson(app, `/equipement/boutique/${shopId}/pneu`)).body.annonces)).toEqual(['Michelin Road 6']);
    const paged = await getJson(app, `/equipement/boutique/${shopId}/tous?limit=2&page=2`);
    expect(paged.body).toMatchObject({ page: 2, totalPages: 2, total: 3 });
  });

  it('is 404 for a non-shop and 400 for a bad type', async () => {
    expect((await getJson(app, `/equipement/boutique/${sellerId}/tous`)).body).toMatchObject({ code: expect.any(String), error: 'Boutique introuvable.' });
    const bad = await getJson(app, `/equipement/boutique/${shopId}/velo`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: expect.any(String), error: 'Le type doit valoir moto, motard, piece, pneu ou tous.' });
  });
});

describe('GET /equipement/categories/{type}', () => {
  it('lists the categories of a type in display order', async () => {
    const { status, body } = await getJson(app, '/equipement/categories/pneu');
    expect(status).toBe(200);
    expect(body.map((c: { nom_categorie: string }) => c.nom_categorie)).toEqual([
      'Pneus route',
      'Pneus sport',
      'Pneus trail',
      'Pneus scooter',
      'Pneus cross',
      'Chambres à air',
      'Jantes',
    ]);
    expect(body[0]).toMatchObject({ type: 'pneu', idcategorie: expect.any(Number) });
    expect((await getJson(app, '/equipement/categories/tout')).status).toBe(400);
  });

  it('gives each category its Arabic name, null for one an admin added', async () => {
    await database.db.insert(categorie).values({ type: 'pneu', nom_categorie: 'Valves', ordre: 99 });
    const { body } = await getJson(app, '/equipement/categories/pneu');
    expect(body.find((c: { nom_categorie: string }) => c.nom_categorie === 'Jantes')).toMatchObject({ nom_ar: 'الجنوط' });
    expect(body.find((c: { nom_categorie: string }) => c.nom_categorie === 'Valves')).toMatchObject({ nom_ar: null });
  });
});

describe('POST /equipement/incrementer-vues/{id}', () => {
  it('counts views of published listings only', async () => {
    expect((await postJson(app, `/equipement/incrementer-vues/${ids.gants}`, '')).body).toEqual({ vues: 1 });
    expect((await postJson(app, `/equipement/incrementer-vues/${ids.pending}`, '')).status).toBe(404);
    expect((await postJson(app, '/equipement/incrementer-vues/0', '')).status).toBe(400);
  });
});
