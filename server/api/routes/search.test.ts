/**
 * Search by words through v1, on a known set of listings: every kind of matching (accents,
 * plurals, typos, model names, Arabic and Darija), the ranking (title first, then newest), the
 * search of every type with its counts, suggestions, model pages, bad input, and the statistics.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertUser, type TestApp } from '@/test/fixtures';
import { foldSearchText } from '@/lib/search-words';
import { foldName } from '@/lib/text';
import { refreshSearchViews } from '../../db/queries/search';
import { createLimiters, RATE_LIMITS } from '../rate-limits';
import { rechercheStat } from '../../db/schema';

let database: TestDatabase;
let app: TestApp;
let adminToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  // Hundreds of searches from one client below: its word search limit is tested on an app of its own.
  app = createTestApp(database.db, { limiters: createLimiters({ ...RATE_LIMITS, wordSearches: { ...RATE_LIMITS.wordSearches, points: 100_000 } }) });
  const db = database.db;
  const seller = (await insertUser(db, { telephone: '+212661000101' })).idutilisateur;
  // Inserted newest first: each listing is an hour older than the one before.
  ids.roadster = (
    await insertMoto(db, seller, {
      titre: 'Roadster nerveux, entretien suivi',
      marque: 'Yamaha',
      modele: 'MT-07',
      model: 2020,
      prix: 72_000,
      description: 'Carnet à jour.',
    })
  ).idannonce_moto;
  ids.mt07 = (
    await insertMoto(db, seller, { titre: 'Yamaha MT-07 très bon état', marque: 'Yamaha', modele: 'MT-07', model: 2019, prix: 68_000 })
  ).idannonce_moto;
  ids.mt07bis = (
    await insertMoto(db, seller, { titre: 'Yamaha MT 07 ABS', marque: 'Yamaha', modele: 'MT 07', model: 2018, prix: 60_000, ville: 'Rabat' })
  ).idannonce_moto;
  ids.ninja = (
    await insertMoto(db, seller, { titre: 'Kawasaki Ninja 650', marque: 'Kawasaki', modele: 'Ninja 650', model: 2021, prix: 85_000 })
  ).idannonce_moto;
  ids.xadv = (
    await insertMoto(db, seller, { titre: 'Honda X-ADV 750 full options', marque: 'Honda', modele: 'X-ADV', model: 2022, prix: 140_000 })
  ).idannonce_moto;
  ids.xmax = (
    await insertMoto(db, seller, {
      titre: 'Scooter urbain',
      marque: 'Yamaha',
      modele: 'XMAX 300',
      categorie_moto: 'Scooter',
      prix: 45_000,
      description: 'Idéal pour la ville, moteur révisé.',
    })
  ).idannonce_moto;
  ids.pending = (await insertMoto(db, seller, { titre: 'Yamaha MT-07 en attente', etat: 'en_attente' })).idannonce_moto;
  ids.shoei = (
    await insertEquipement(db, seller, { titre: 'Casque Shoei NXR2 taille M', marque: 'Shoei', type: 'motard', categorieNom: 'Casques' })
  ).idannonce_equipement;
  ids.blouson = (
    await insertEquipement(db, seller, { titre: 'Blouson cuir Alpinestars', marque: 'Alpinestars', type: 'motard', categorieNom: 'Blousons' })
  ).idannonce_equipement;
  ids.pneu = (
    await insertEquipement(db, seller, { titre: 'Pneu Michelin Road 5', marque: 'Michelin', type: 'pneu', categorieNom: 'Pneus route' })
  ).idannonce_equipement;
  ids.plaquettes = (
    await insertEquipement(db, seller, { titre: 'Plaquettes de frein Brembo', marque: 'Brembo', type: 'piece', categorieNom: 'Freinage' })
  ).idannonce_equipement;
  await refreshSearchViews(db);
  const uid = `search-admin-${Date.now().toString(36)}`;
  await insertUser(db, { uid, email: `${uid}@test.ma`, role: 'admin', telephone: '+212661000102' });
  adminToken = await emulatorIdToken(uid, `${uid}@test.ma`);
});

afterAll(async () => {
  await database.close();
});

const motoIds = async (q: string, extra = '') => {
  const { status, body } = await getJson(app, `/moto/annonce?q=${encodeURIComponent(q)}${extra}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.annonces as { idannonce_moto: number }[]).map((a) => a.idannonce_moto);
};
const equipmentIds = async (q: string, extra = '') => {
  const { status, body } = await getJson(app, `/equipement/annonce?q=${encodeURIComponent(q)}${extra}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.annonces as { idannonce_equipement: number }[]).map((a) => a.idannonce_equipement);
};

describe('the words of a search and of a listing are folded alike', () => {
  it.each([
    'Yamaha MT-07 de 2019, très bon état !',
    'X-ADV 750',
    'mt 07 r 1250 gs',
    'Équipement CASQUES Œuvre',
    'ياماها أحمد موطور',
    'Ninja-650 la 2020',
    'Akrapovič ø ł ß',
  ])('%s', async (text) => {
    const { rows } = await database.db.execute<{ folded: string; slug: string }>(
      sql`select motomaroc_fold(${text}) as folded, motomaroc_slug(${text}) as slug`,
    );
    expect(rows[0]!.folded).toBe(foldSearchText(text));
    expect(rows[0]!.slug).toBe(foldName(text));
  });
});

describe('matching', () => {
  it('forgives case and accents, and finds French plurals and simple forms', async () => {
    expect(await equipmentIds('ÉQUIPEMENT motard')).toEqual(expect.arrayContaining([ids.shoei, ids.blouson]));
    expect(await equipmentIds('casques')).toEqual([ids.shoei]);
    expect(await equipmentIds('PLAQUETTE FREINS')).toEqual([ids.plaquettes]);
  });

  it('forgives one wrong, missing, extra or swapped letter in words of five letters or more', async () => {
    expect(await motoIds('kawazaki')).toEqual([ids.ninja]);
    expect(await motoIds('yamha')).toEqual(expect.arrayContaining([ids.mt07, ids.mt07bis, ids.roadster, ids.xmax]));
    expect(await motoIds('hodna')).toEqual([ids.xadv]);
    expect(await motoIds('kawasakii ninja')).toEqual([ids.ninja]);
    // Two slips, or a short word: no guess.
    expect(await motoIds('kawazaky')).toEqual([]);
    expect(await motoIds('hnd')).toEqual([]);
  });

  it('finds model names however they are written', async () => {
    for (const q of ['mt07', 'mt 07', 'MT-07', 'yamaha mt07']) {
      expect((await motoIds(q)).sort()).toEqual([ids.mt07, ids.mt07bis, ids.roadster].sort());
    }
    for (const q of ['xadv', 'x-adv', 'X-ADV 750']) expect(await motoIds(q)).toEqual([ids.xadv]);
  });

  it('reads brands and everyday words in Arabic script and Darija', async () => {
    expect(await motoIds('ياماها mt07')).toEqual(expect.arrayContaining([ids.mt07, ids.mt07bis, ids.roadster]));
    expect(await motoIds('كاوازاكي')).toEqual([ids.ninja]);
    expect((await motoIds('موطور')).length).toBe(6);
    expect((await motoIds('motor')).length).toBe(6);
    expect(await equipmentIds('كاسك شويي')).toEqual([ids.shoei]);
    expect(await equipmentIds('بنو')).toEqual([ids.pneu]);
  });

  it('reads a category by its Arabic name as the Arabic pages show it, with or without the article', async () => {
    expect(await equipmentIds('الخوذات')).toEqual([ids.shoei]);
    expect(await equipmentIds('خوذات شويي')).toEqual([ids.shoei]);
    expect(await equipmentIds('الفرامل')).toEqual([ids.plaquettes]);
    expect(await equipmentIds('عجلات الطريق')).toEqual([ids.pneu]);
    expect(await motoIds('سكوتر')).toEqual([ids.xmax]);
    expect(await equipmentIds('السترات')).toEqual([ids.blouson]);
  });

  it('searches titles, brands, models, categories and descriptions, and only published listings', async () => {
    expect(await motoIds('révisé')).toEqual([ids.xmax]);
    expect(await motoIds('scooter')).toEqual([ids.xmax]);
    expect(await equipmentIds('michelin')).toEqual([ids.pneu]);
    expect(await motoIds('attente')).toEqual([]);
  });

  it('ranks listings with every word in the title first, then the newest', async () => {
    // The roadster is the newest, but has the words only as its brand and model.
    expect(await motoIds('yamaha mt07')).toEqual([ids.mt07, ids.mt07bis, ids.roadster]);
    expect(await motoIds('yamaha mt07', '&tri=recent')).toEqual([ids.roadster, ids.mt07, ids.mt07bis]);
    expect(await motoIds('yamaha mt07', '&tri=prix_asc')).toEqual([ids.mt07bis, ids.mt07, ids.roadster]);
    // Pages go on from the titles to the others.
    const second = await getJson(app, `/moto/annonce?q=yamaha+mt07&limit=2&page=2`);
    expect(second.body).toMatchObject({ total: 3, totalPages: 2, page: 2 });
    expect(second.body.annonces.map((a: { idannonce_moto: number }) => a.idannonce_moto)).toEqual([ids.roadster]);
  });

  it('reads a search as people type it: what every search says dropped, a city in Arabic read as the city', async () => {
    const inCasablanca = (await motoIds('moto casablanca')).sort();
    expect(inCasablanca).toHaveLength(5);
    // The issue's own search, as typed into Google in Arabic.
    expect((await motoIds('دراجة نارية للبيع الدار البيضاء')).sort()).toEqual(inCasablanca);
    expect((await motoIds('moto à vendre casablanca')).sort()).toEqual(inCasablanca);
    expect((await motoIds('موطور كازا')).sort()).toEqual(inCasablanca);
    expect(await motoIds('ياماها mt07 للبيع في الرباط')).toEqual([ids.mt07bis]);
  });

  it('combines the words with the filters', async () => {
    expect(await motoIds('yamaha mt07', '&ville=Rabat')).toEqual([ids.mt07bis]);
    expect(await motoIds('yamaha', '&prixmax=50000')).toEqual([ids.xmax]);
  });
});

describe('bad input', () => {
  it.each([
    ['y', 200],
    ['y'.repeat(200), 200],
    ['!!!???', 200],
    ['%', 200],
    ['_', 200],
    ["'", 200],
    ['\\', 200],
    ["'; drop table annonce_moto; --", 200],
    ['a\u0000b\u0007c', 200],
    ['\u202eyamaha', 200],
    ['yamaha 🏍️ موطور ninja', 200],
    ['& | ! : * ( )', 200],
  ])('%j → %i', async (q, status) => {
    for (const path of ['/moto/annonce', '/equipement/annonce', '/recherche', '/recherche/suggestions']) {
      const response = await getJson(app, `${path}?q=${encodeURIComponent(q)}`);
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(status);
    }
  });

  it.each([201, 2000])('a search of %i characters is refused in French', async (length) => {
    for (const path of ['/moto/annonce', '/equipement/annonce', '/recherche', '/recherche/suggestions']) {
      const response = await getJson(app, `${path}?q=${'y'.repeat(length)}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Votre recherche est trop longue (200 caractères au plus).');
    }
  });

  it('needs words for the search of every type and the suggestions', async () => {
    expect((await getJson(app, '/recherche')).body.error).toBe('Indiquez les mots à chercher.');
    expect((await getJson(app, '/recherche/suggestions?q=')).status).toBe(400);
  });
});

describe('GET recherche: every type at once', () => {
  it('counts each type and gives the first listings of the type with the most', async () => {
    const { body } = await getJson(app, '/recherche?q=shoei');
    expect(body.meilleur).toBe('equipement-motard');
    expect(body.types[0]).toEqual({ type: 'equipement-motard', total: 1, totalEstime: false });
    expect(body.types.find((t: { type: string }) => t.type === 'moto').total).toBe(0);
    expect(body.equipements.map((a: { idannonce_equipement: number }) => a.idannonce_equipement)).toEqual([ids.shoei]);
    expect(body.motos).toEqual([]);
  });

  it('says which words it read as another', async () => {
    const { body } = await getJson(app, '/recherche?q=kawazaki+ninja');
    expect(body.meilleur).toBe('moto');
    expect(body.motos.map((a: { idannonce_moto: number }) => a.idannonce_moto)).toEqual([ids.ninja]);
    expect(body.corrections).toEqual([{ mot: 'kawazaki', par: 'kawasaki' }]);
  });

  it('suggests the closest brand or model when nothing matches', async () => {
    const { body } = await getJson(app, '/recherche?q=kavasaky');
    expect(body.meilleur).toBeNull();
    expect(body.types.every((t: { total: number }) => t.total === 0)).toBe(true);
    expect(body.suggestion).toMatchObject({ genre: 'marque', libelle: 'Kawasaki' });
    expect((await getJson(app, '/recherche?q=zzqqxx')).body.suggestion).toBeNull();
  });

  it('names the closest brand or model for a list that words emptied, unless the words are that name', async () => {
    expect((await getJson(app, '/recherche/proche?q=kawazky')).body).toMatchObject({ libelle: 'Kawasaki' });
    expect((await getJson(app, '/recherche/proche?q=KAWASAKI')).body).toBeNull();
  });
});

describe('GET recherche/suggestions', () => {
  const labels = async (q: string) => (await getJson(app, `/recherche/suggestions?q=${encodeURIComponent(q)}`)).body.map((s: { libelle: string }) => s.libelle);

  it('suggests brands, models and categories of published listings from the second letter, the most listed first', async () => {
    expect(await labels('y')).toEqual([]);
    expect((await labels('ya'))[0]).toBe('Yamaha');
    const mt = (await getJson(app, '/recherche/suggestions?q=mt0')).body;
    expect(mt[0]).toMatchObject({ genre: 'modele', libelle: 'Yamaha MT-07', n: 3, slug: 'mt-07' });
    expect(await labels('cas')).toContain('Casques');
    expect(await labels('يام')).toEqual(['Yamaha']);
    // A category typed in Arabic, named in Arabic for the Arabic pages.
    const helmets = (await getJson(app, `/recherche/suggestions?q=${encodeURIComponent('الخو')}`)).body;
    expect(helmets).toEqual([expect.objectContaining({ genre: 'categorie', libelle: 'Casques', libelle_ar: 'الخوذات', type: 'motard' })]);
    expect((await getJson(app, `/recherche/suggestions?q=${encodeURIComponent('الطريق')}`)).body).toEqual([
      expect.objectContaining({ libelle: 'Pneus route', libelle_ar: 'عجلات الطريق' }),
    ]);
    expect((await getJson(app, '/recherche/suggestions?q=yam')).body[0]).toMatchObject({ libelle: 'Yamaha', libelle_ar: null });
    expect(await labels('x-a')).toContain('Honda X-ADV');
  });

  it('reads a whole word the listings do not have as theirs a slip away, when nothing starts like it', async () => {
    expect((await labels('kawazaki'))[0]).toBe('Kawasaki');
    expect((await labels('yamha'))[0]).toBe('Yamaha');
    // Still being typed: not a word yet, nothing to correct.
    expect(await labels('kawaz')).toEqual([]);
  });

  it('counts no listing that is not published', async () => {
    const yamaha = (await getJson(app, '/recherche/suggestions?q=yamaha')).body.find((s: { genre: string }) => s.genre === 'marque');
    expect(yamaha.n).toBe(4);
  });
});

describe('model pages', () => {
  beforeAll(async () => {
    // A fourth MT-07 (written "mt-07"): the model keeps its page with the new listing.
    await insertMoto(database.db, (await insertUser(database.db, { telephone: '+212661000103' })).idutilisateur, {
      titre: 'MT-07 A2',
      marque: 'Yamaha',
      modele: 'mt-07',
      model: 2021,
      kilometrage: 9_000,
      prix: 75_000,
      ville: 'Marrakech',
    });
  });

  it('sums up a model with at least three listings: its market price, years, mileages and cities', async () => {
    const { status, body } = await getJson(app, '/moto/modele/yamaha/mt-07');
    expect(status).toBe(200);
    // "MT-07", "MT 07" and "mt-07" are one model, named as most of its listings write it.
    expect(body).toMatchObject({ marque: 'Yamaha', marqueSlug: 'yamaha', modele: 'MT-07', slug: 'mt-07', annonces: 4, annees: { min: 2018, max: 2021 } });
    // Under five priced listings there is no median; the range is still known.
    expect(body.prix).toMatchObject({ comparables: 4, mediane: null, min: 60_000, max: 75_000 });
    expect(body.villes[0]).toEqual({ ville: 'Casablanca', n: 2 });
    expect(body.dernieres).toHaveLength(4);
  });

  it('is a 404 under three listings or for an unknown brand, a 400 for a malformed key', async () => {
    expect((await getJson(app, '/moto/modele/kawasaki/ninja-650')).status).toBe(404);
    expect((await getJson(app, '/moto/modele/inconnue/mt-07')).status).toBe(404);
    expect((await getJson(app, '/moto/modele/yamaha/MT_07')).status).toBe(400);
  });

  it('lists the models that have a page', async () => {
    expect((await getJson(app, '/moto/modeles')).body).toEqual([{ marque: 'Yamaha', marqueSlug: 'yamaha', modele: 'MT-07', slug: 'mt-07', annonces: 4 }]);
    expect((await getJson(app, '/moto/modeles?marque=honda')).body).toEqual([]);
  });
});

describe('search statistics', () => {
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const statistics = async () => (await getJson(app, '/admin/recherches', { headers: { authorization: `Bearer ${adminToken}` } })).body;
  const keptQueries = async () => (await database.db.select({ requete: rechercheStat.requete }).from(rechercheStat)).map((row) => row.requete);

  it('count each client once per search and day, without who searched, and show admins what several clients search', async () => {
    // One client, three times, two spellings: once.
    await getJson(app, '/recherche?q=Ninja+Kawazaki', from('203.0.113.11'));
    await getJson(app, '/recherche?q=ninja kawazaki', from('203.0.113.11'));
    await getJson(app, '/recherche?q=NINJA kawazaki', from('203.0.113.11'));
    for (const client of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) await getJson(app, '/recherche?q=Tracteur', from(client));
    // Counted in the background, after the answers.
    await vi.waitFor(async () => expect((await statistics()).sansResultat.map((row: { requete: string }) => row.requete)).toContain('tracteur'), {
      timeout: 10_000,
      interval: 20,
    });
    const stored = await database.db.select().from(rechercheStat).where(eq(rechercheStat.requete, 'ninja kawazaki'));
    expect(stored).toMatchObject([{ recherches: 1 }]);
    // Not among the top ones until several clients made it.
    let body = await statistics();
    expect(body.jours).toBe(30);
    expect(body.top.map((row: { requete: string }) => row.requete)).not.toContain('ninja kawazaki');
    await getJson(app, '/recherche?q=ninja kawazaki', from('203.0.113.12'));
    await getJson(app, '/recherche?q=ninja kawazaki', from('2001:db8:5::1'));
    await vi.waitFor(async () => expect((await statistics()).top.find((row: { requete: string }) => row.requete === 'ninja kawazaki')).toBeDefined(), {
      timeout: 10_000,
      interval: 20,
    });
    body = await statistics();
    expect(body.top.find((row: { requete: string }) => row.requete === 'ninja kawazaki')).toMatchObject({ recherches: 3 });
    expect(body.sansResultat.find((row: { requete: string }) => row.requete === 'tracteur')).toMatchObject({ recherches: 3 });
    const columns = await database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'recherche_stat'`,
    );
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual(['jour', 'recherches', 'requete', 'resultats', 'sans_resultat', 'type']);
    // Who searched is a keyed hash of the day, never an address.
    const clients = await database.db.execute<{ client: string }>(sql`select client from recherche_client`);
    expect(clients.rows.length).toBeGreaterThan(0);
    expect(clients.rows.every((row) => /^[\w-]{22}$/.test(row.client) && !row.client.includes('203'))).toBe(true);
  });

  it('never keep a search that holds a phone number, an e-mail or an identity card number, whoever makes it', async () => {
    // As the probe of 2026-11-27 filled the admins' top searches.
    const personal = ['0612345678', 'youssef.elfassi@gmail.com', 'Mohamed Alaoui CIN BK123456', '+212 6 61 23 45 67'];
    for (const [n, q] of personal.entries()) {
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await getJson(app, `/recherche?q=${encodeURIComponent(q)}`, from(client))).status).toBe(200);
        expect((await getJson(app, `/moto/annonce?q=${encodeURIComponent(q)}`, from(client))).status).toBe(200);
        expect((await getJson(app, `/equipement/annonce?q=${encodeURIComponent(q)}&type=${n % 2 ? 'pneu' : 'motard'}`, from(client))).status).toBe(200);
      }
    }
    await getJson(app, '/recherche?q=marqueur+de+fin', from('198.51.100.1'));
    await vi.waitFor(async () => expect(await keptQueries()).toContain('marqueur de fin'), { timeout: 10_000, interval: 20 });
    const kept = (await keptQueries()).join(' | ');
    expect(kept).not.toMatch(/0612345678|gmail|elfassi|bk123456|661/);
  });

  it('limit searches by words per client, on every way in, without limiting the other reads', async () => {
    const limited = await createTestApp(database.db);
    const search = (path: string, address: string) => getJson(limited, path, from(address));
    for (let n = 0; n < 60; n++) expect((await search(`/moto/annonce?q=honda+${n}`, '192.0.2.50')).status).toBe(200);
    for (const path of ['/recherche?q=honda', '/moto/annonce?q=honda', '/equipement/annonce?q=casque', '/recherche/proche?q=honda']) {
      const refused = await search(path, '192.0.2.50');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: expect.any(String), error: 'Trop de recherches. Veuillez patienter une minute.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Browsing without words, and another client, go on.
    expect((await search('/moto/annonce?marque=Yamaha', '192.0.2.50')).status).toBe(200);
    expect((await search('/recherche?q=honda', '192.0.2.51')).status).toBe(200);
  });
});
