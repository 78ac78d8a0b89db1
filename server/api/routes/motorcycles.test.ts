import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertShop, insertUser, postJson, type TestApp } from '@/test/fixtures';
import { PAGE_TOO_FAR } from '@/lib/paging';
import { createLimiters, RATE_LIMITS } from '../rate-limits';

let database: TestDatabase;
let app: TestApp;
const ids: Record<string, number> = {};
let shopId = 0;
let sellerId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const db = database.db;
  const seller = await insertUser(db, { ville: 'Rabat' });
  sellerId = seller.idutilisateur;
  const shop = await insertShop(db, { nom_entreprise: 'Atlas Motos', logo: 'boutiques/atlas.svg' });
  shopId = shop.idutilisateur;
  // Inserted newest first (each insert is one hour older than the previous one).
  ids.mt07 = (
    await insertMoto(db, seller.idutilisateur, {
      titre: 'Yamaha MT-07',
      marque: 'Yamaha',
      modele: 'MT-07',
      prix: 70_000,
      kilometrage: 15_000,
      cylindre: 689,
      ville: 'Casablanca',
    })
  ).idannonce_moto;
  ids.mt09 = (
    await insertMoto(db, shop.idutilisateur, {
      titre: 'Yamaha MT-09',
      marque: 'Yamaha',
      modele: 'MT-09',
      prix: 95_000,
      kilometrage: 8_000,
      cylindre: 890,
      ville: 'Fès',
      neuf: true,
    })
  ).idannonce_moto;
  ids.pcx = (
    await insertMoto(db, seller.idutilisateur, {
      titre: 'Honda PCX 125',
      marque: 'Honda',
      modele: 'PCX 125',
      prix: 22_000,
      kilometrage: 30_000,
      cylindre: 125,
      ville: 'Rabat',
    })
  ).idannonce_moto;
  ids.gs = (
    await insertMoto(db, shop.idutilisateur, {
      titre: 'BMW R 1250 GS',
      marque: 'BMW',
      modele: 'R 1250 GS',
      prix: null,
      kilometrage: 45_000,
      cylindre: 1254,
      ville: 'Fès',
      photos: [],
    })
  ).idannonce_moto;
  ids.r3 = (
    await insertMoto(db, seller.idutilisateur, {
      titre: 'Yamaha YZF-R3',
      marque: 'Yamaha',
      modele: 'YZF-R3',
      prix: 40_000,
      kilometrage: 20_000,
      cylindre: 321,
      ville: 'Casablanca',
    })
  ).idannonce_moto;
  ids.pending = (await insertMoto(db, seller.idutilisateur, { titre: 'Yamaha en attente', etat: 'en_attente' })).idannonce_moto;
  ids.sold = (await insertMoto(db, seller.idutilisateur, { titre: 'Yamaha vendue', etat: 'vendue', date_publication: new Date() })).idannonce_moto;
});

afterAll(async () => {
  await database.close();
});

const titles = (body: { annonces: { titre: string }[] }) => body.annonces.map((a) => a.titre);

describe('GET /moto/annonce', () => {
  it('lists published motos only, newest first, in the paginated shape', async () => {
    const { status, body } = await getJson(app, '/moto/annonce');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Yamaha MT-07', 'Yamaha MT-09', 'Honda PCX 125', 'BMW R 1250 GS', 'Yamaha YZF-R3']);
    expect(body).toMatchObject({ page: 1, totalPages: 1, total: 5, totalEstime: false });
    const first = body.annonces[0];
    expect(first).toMatchObject({ idannonce_moto: ids.mt07, prix: 70_000, photo1: 'annonces/moto/1.jpg', marque: 'Yamaha', boutique: null });
    expect(Object.keys(first)).not.toContain('idutilisateur');
  });

  it('shows the shop badge on shop listings', async () => {
    const { body } = await getJson(app, '/moto/annonce?marque=BMW');
    expect(body.annonces[0].boutique).toEqual({ idutilisateur: shopId, nom_entreprise: 'Atlas Motos', logo: 'boutiques/atlas.svg' });
    expect(body.annonces[0].photo1).toBeNull();
    expect(body.annonces[0].prix).toBeNull();
  });

  it.each([
    ['marque=Yamaha', ['Yamaha MT-07', 'Yamaha MT-09', 'Yamaha YZF-R3']],
    ['marque=yamaha', ['Yamaha MT-07', 'Yamaha MT-09', 'Yamaha YZF-R3']],
    ['marque=Inconnue', []],
    ['marque=Yamaha&modele=mt', ['Yamaha MT-07', 'Yamaha MT-09']],
    ['modele=MT-0', ['Yamaha MT-07', 'Yamaha MT-09']],
    ['modele=%25', []],
    ['prixmin=40000&prixmax=70000', ['Yamaha MT-07', 'Yamaha YZF-R3']],
    ['prixmin=90000', ['Yamaha MT-09']],
    ['kilometragemin=15000&kilometragemax=30000', ['Yamaha MT-07', 'Honda PCX 125', 'Yamaha YZF-R3']],
    ['ville=fes', ['Yamaha MT-09', 'BMW R 1250 GS']],
    ['ville=F%C3%A8s', ['Yamaha MT-09', 'BMW R 1250 GS']],
    ['ville=Atlantis', []],
    ['cylindre=125', ['Honda PCX 125']],
    ['cylindreemin=300&cylindreemax=700', ['Yamaha MT-07', 'Yamaha YZF-R3']],
    ['cylindreeMin=800', ['Yamaha MT-09', 'BMW R 1250 GS']],
    ['cylindreeMax=321', ['Honda PCX 125', 'Yamaha YZF-R3']],
    ['marque=Yamaha&ville=Casablanca&prixmax=50000', ['Yamaha YZF-R3']],
    ['marque=&modele=&prixmin=&prixmax=&ville=&page=1', ['Yamaha MT-07', 'Yamaha MT-09', 'Honda PCX 125', 'BMW R 1250 GS', 'Yamaha YZF-R3']],
  ])('filters by %s', async (query, expected) => {
    const { status, body } = await getJson(app, `/moto/annonce?${query}`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('sorts by price both ways, listings without a price last', async () => {
    const up = await getJson(app, '/moto/annonce?tri=prix_asc');
    expect(titles(up.body)).toEqual(['Honda PCX 125', 'Yamaha YZF-R3', 'Yamaha MT-07', 'Yamaha MT-09', 'BMW R 1250 GS']);
    const down = await getJson(app, '/moto/annonce?tri=prix_desc');
    expect(titles(down.body)).toEqual(['Yamaha MT-09', 'Yamaha MT-07', 'Yamaha YZF-R3', 'Honda PCX 125', 'BMW R 1250 GS']);
  });

  it('pages through the results', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => getJson(app, `/moto/annonce?limit=2&page=${page}`)));
    expect(pages.map((p) => titles(p.body))).toEqual([['Yamaha MT-07', 'Yamaha MT-09'], ['Honda PCX 125', 'BMW R 1250 GS'], ['Yamaha YZF-R3'], []]);
    for (const [i, p] of pages.entries()) expect(p.body).toMatchObject({ page: i + 1, totalPages: 3, total: 5 });
  });

  it.each([
    ['page=0', 'Le paramètre page doit être un nombre entier supérieur ou égal à 1.'],
    ['page=-1', 'Le paramètre page doit être un nombre entier supérieur ou égal à 1.'],
    ['page=abc', 'Le paramètre page doit être un nombre entier supérieur ou égal à 1.'],
    ['page=1.5', 'Le paramètre page doit être un nombre entier supérieur ou égal à 1.'],
    ['limit=0', 'Le paramètre limit doit être un nombre entier entre 1 et 100.'],
    ['limit=101', 'Le paramètre limit doit être un nombre entier entre 1 et 100.'],
    ['page=501', PAGE_TOO_FAR],
    ['page=101&limit=100', PAGE_TOO_FAR],
    ['prixmin=-5', 'Le paramètre prixmin doit être un nombre entier supérieur ou égal à 0.'],
    ['prixmax=cher', 'Le paramètre prixmax doit être un nombre entier supérieur ou égal à 0.'],
    ['prixmin=9&prixmax=1', 'Le prix minimum dépasse le prix maximum.'],
    ['kilometragemin=9&kilometragemax=1', 'Le kilométrage minimum dépasse le kilométrage maximum.'],
    ['cylindreemin=900&cylindreemax=100', 'La cylindrée minimum dépasse la cylindrée maximum.'],
    ['cylindre=0', 'Le paramètre cylindre doit être un nombre entier supérieur ou égal à 1.'],
    ['tri=hasard', 'Le paramètre tri doit valoir recent, prix_asc, prix_desc ou pertinence.'],
    [`marque=${'x'.repeat(101)}`, 'Le paramètre marque est trop long (100 caractères au plus).'],
    ['prixmin=99999999999', 'Le paramètre prixmin doit être un nombre entier supérieur ou égal à 0.'],
  ])('refuses %s with a French message', async (query, message) => {
    const { status, body } = await getJson(app, `/moto/annonce?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: expect.any(String), error: message });
  });

  it('accepts the last reachable page', async () => {
    const { status, body } = await getJson(app, '/moto/annonce?page=500');
    expect(status).toBe(200);
    expect(body).toMatchObject({ annonces: [], page: 500, total: 5 });
  });
});

describe('GET /moto/annonce-accueil', () => {
  it('gives the newest published motos, 8 by default', async () => {
    const { status, body } = await getJson(app, '/moto/annonce-accueil');
    expect(status).toBe(200);
    expect(body.map((a: { titre: string }) => a.titre)).toEqual(['Yamaha MT-07', 'Yamaha MT-09', 'Honda PCX 125', 'BMW R 1250 GS', 'Yamaha YZF-R3']);
  });

  it('takes a limit', async () => {
    const { body } = await getJson(app, '/moto/annonce-accueil?limit=2');
    expect(body).toHaveLength(2);
    expect((await getJson(app, '/moto/annonce-accueil?limit=25')).status).toBe(400);
  });
});

describe('GET /moto/annonce/{id} and /moto/detail/{id}', () => {
  it('returns a published listing with all its photos and facts', async () => {
    const { status, body } = await getJson(app, `/moto/annonce/${ids.mt07}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      idannonce_moto: ids.mt07,
      idutilisateur: sellerId,
      titre: 'Yamaha MT-07',
      photos: ['annonces/moto/1.jpg', 'annonces/moto/2.jpg'],
      photo1: 'annonces/moto/1.jpg',
      description: 'Très bon état.',
      vues: 0,
      model: 2021,
    });
    expect(body.date_publication).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The seller, read by the same query, is the detail's only.
    expect(body).not.toHaveProperty('vendeur');
  });

  it('returns the seller identity on the detail, never an e-mail, a uid or the number itself', async () => {
    const { status, body } = await getJson(app, `/moto/detail/${ids.mt09}`);
    expect(status).toBe(200);
    expect(body.vendeur).toMatchObject({ idutilisateur: shopId, role: 'boutique', nom_entreprise: 'Atlas Motos' });
    expect(JSON.stringify(body)).not.toMatch(/"(email|uid|telephone)"/);
    // Masked: the number only comes from the counted contact call (owner-listings.test.ts).
    expect(body.vendeur.telephone_masque).toMatch(/^\+212 \d \d\d •• •• ••$/);
  });

  it.each(['annonce', 'detail'])('%s: unpublished and unknown listings are 404, bad ids 400', async (kind) => {
    for (const id of [ids.pending, ids.sold, 999_999]) {
      const { status, body } = await getJson(app, `/moto/${kind}/${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: expect.any(String), error: 'Annonce introuvable.' });
    }
    for (const id of ['abc', '0', '-3', '1.5', '99999999999', '12abc']) {
      const { status, body } = await getJson(app, `/moto/${kind}/${id}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: expect.any(String), error: 'Identifiant invalide.' });
    }
  });
});

describe('GET /moto/boutique/{id}', () => {
  it("lists a shop's published motos", async () => {
    const { status, body } = await getJson(app, `/moto/boutique/${shopId}`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Yamaha MT-09', 'BMW R 1250 GS']);
    expect(body.total).toBe(2);
  });

  it('pages', async () => {
    const { body } = await getJson(app, `/moto/boutique/${shopId}?limit=1&page=2`);
    expect(titles(body)).toEqual(['BMW R 1250 GS']);
    expect(body).toMatchObject({ page: 2, totalPages: 2 });
  });

  it('is 404 for an individual or an unknown user', async () => {
    expect((await getJson(app, `/moto/boutique/${sellerId}`)).body).toMatchObject({ code: expect.any(String), error: 'Boutique introuvable.' });
    expect((await getJson(app, '/moto/boutique/424242')).status).toBe(404);
    expect((await getJson(app, '/moto/boutique/x')).status).toBe(400);
  });
});

describe('GET /moto/similaires/{marque}/{id}', () => {
  it('gives other motos of the brand, closest engine size first', async () => {
    const { status, body } = await getJson(app, `/moto/similaires/Yamaha/${ids.mt07}`);
    expect(status).toBe(200);
    // MT-07 is 689 cm³: MT-09 (890) is closer than YZF-R3 (321).
    expect(body.map((a: { titre: string }) => a.titre)).toEqual(['Yamaha MT-09', 'Yamaha YZF-R3']);
  });

  it('works for an unknown id, and gives nothing for an unknown brand', async () => {
    expect((await getJson(app, '/moto/similaires/yamaha/999999')).body).toHaveLength(3);
    expect((await getJson(app, `/moto/similaires/Inconnue/${ids.mt07}`)).body).toEqual([]);
    expect((await getJson(app, `/moto/similaires/Yamaha/${ids.mt07}?limit=1`)).body).toHaveLength(1);
    expect((await getJson(app, '/moto/similaires/Yamaha/abc')).status).toBe(400);
  });
});

describe('POST /moto/incrementer-vues/{id} and incrementer-reach/{id}', () => {
  it('counts views and reach of published listings', async () => {
    expect((await postJson(app, `/moto/incrementer-vues/${ids.r3}`, '')).body).toEqual({ vues: 1 });
    expect((await postJson(app, `/moto/incrementer-vues/${ids.r3}`, '')).body).toEqual({ vues: 2 });
    expect((await postJson(app, `/moto/incrementer-reach/${ids.r3}`, '')).body).toEqual({ reach: 1 });
    expect((await getJson(app, `/moto/annonce/${ids.r3}`)).body.vues).toBe(2);
  });

  it('is 404 for unpublished or unknown listings and 400 for bad ids', async () => {
    expect((await postJson(app, `/moto/incrementer-vues/${ids.pending}`, '')).status).toBe(404);
    expect((await postJson(app, '/moto/incrementer-reach/999999', '')).status).toBe(404);
    expect((await postJson(app, '/moto/incrementer-vues/abc', '')).status).toBe(400);
  });

  it('limits how fast one client can count', async () => {
    const limited = createTestApp(database.db, {
      limiters: createLimiters({ ...RATE_LIMITS, counters: { ...RATE_LIMITS.counters, points: 2 } }),
    });
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    expect((await postJson(limited, `/moto/incrementer-vues/${ids.pcx}`, '', headers)).status).toBe(200);
    expect((await postJson(limited, `/moto/incrementer-vues/${ids.pcx}`, '', headers)).status).toBe(200);
    const refused = await postJson(limited, `/moto/incrementer-vues/${ids.pcx}`, '', headers);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: expect.any(String), error: 'Trop de requêtes. Veuillez patienter une minute.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await postJson(limited, `/moto/incrementer-vues/${ids.pcx}`, '', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
    // Nor can this one pass for another by writing its own hops before the one appended for it.
    expect((await postJson(limited, `/moto/incrementer-vues/${ids.pcx}`, '', { 'x-forwarded-for': '198.51.100.44, 203.0.113.9' })).status).toBe(429);
    expect((await postJson(limited, `/moto/incrementer-vues/${ids.pcx}`, '', { 'x-forwarded-for': '198.51.100.45, 203.0.113.9, 127.0.0.1' })).status).toBe(429);
    // v1 on its own (scripts/v1-server.ts): Hono's node server gives the connection, whose peer counts.
    const fromPeer = (forwardedFor: string) =>
      limited.request(
        `/api/v1/moto/incrementer-vues/${ids.pcx}`,
        { method: 'POST', headers: { 'x-forwarded-for': forwardedFor } },
        { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
      );
    expect((await fromPeer('198.51.100.46')).status).toBe(429);
    expect((await postJson(limited, `/moto/incrementer-vues/${ids.pcx}`, '', { 'x-forwarded-for': '198.51.100.46' })).status).toBe(200);
  });
});
