/**
 * The owner calls of moto and equipement: who may do what (the role matrix), what is refused and
 * with which French message, how states move, the daily limit, Mes Annonces and contact counters.
 */
import { refreshSearchViews } from '../../db/queries/search';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_LISTING_LIMITS, LISTING_MESSAGES } from '@/lib/schemas/listing-write';
import { OWNER_ACTION_REFUSALS } from '@/lib/listing-states';
import { TYRE_MESSAGES } from '@/lib/tyre-sizes';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { categoryId, createTestApp, getJson, insertEquipement, insertMoto, insertShop, insertUser, referenceModelId, type TestApp } from '@/test/fixtures';
import { annonceMoto, photoUpload } from '../../db/schema';
import { FITMENT_MESSAGES } from '@/lib/fitment';
import { recordPhotoUpload } from '../../db/queries/uploads';
import { JOBS } from '../../jobs/names';
import { env } from '../../env';
import { localFileStore } from '../../storage/files';

/** The store of the test app (test/fixtures). */
const uploads = localFileStore(env().uploadsDir);

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
type Who = 'owner' | 'other' | 'boutique' | 'admin' | 'noRow';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<'owner' | 'other' | 'boutique', number>;
let casques: number;

const auth = (who?: Who): Record<string, string> => (who ? { authorization: `Bearer ${tokens[who]}` } : {});
function send(method: string, path: string, who?: Who, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { ...auth(who), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function photosOf(idutilisateur: number, count: number): Promise<string[]> {
  const paths = Array.from({ length: count }, (_, i) => `photos/${idutilisateur}/${run}-${Math.random().toString(36).slice(2)}-${i}.webp`);
  for (const path of paths) await recordPhotoUpload(database.db, path, idutilisateur);
  return paths;
}

async function motoBody(idutilisateur = ids.owner, overrides: Record<string, unknown> = {}) {
  return {
    titre: 'Yamaha MT-07 2021',
    description: 'Première main, entretien chez le concessionnaire.',
    prix: '72 000',
    ville: 'casablanca',
    neuf: false,
    photos: await photosOf(idutilisateur, 3),
    marque: 'yamaha',
    modele: 'MT-07',
    model: 2021,
    kilometrage: '15000',
    cylindre: 689,
    categorie_moto: 'Roadster',
    ...overrides,
  };
}

async function equipementBody(idutilisateur = ids.owner, overrides: Record<string, unknown> = {}) {
  return {
    titre: 'Casque Shoei NXR2 taille M',
    description: 'Porté deux fois.',
    prix: 4500,
    ville: 'Rabat',
    neuf: false,
    photos: await photosOf(idutilisateur, 1),
    type: 'motard',
    idcategorie: casques,
    marque: '',
    ...overrides,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const make = async (key: Exclude<Who, 'noRow'>, phone: string) => {
    const uid = `ol-${key}-${run}`;
    const email = `ol-${key}-${run}@test.ma`;
    const row =
      key === 'boutique'
        ? await insertShop(database.db, { uid, email, telephone: phone })
        : await insertUser(database.db, { uid, email, role: key === 'admin' ? 'admin' : 'particulier', telephone: phone });
    if (key !== 'admin') ids[key] = row.idutilisateur;
    tokens[key] = await emulatorIdToken(uid, email);
  };
  await make('owner', '+212663000001');
  await make('other', '+212663000002');
  await make('boutique', '+212663000003');
  await make('admin', '+212663000004');
  tokens.noRow = await emulatorIdToken(`ol-norow-${run}`, `ol-norow-${run}@test.ma`);
  casques = await categoryId(database.db, 'motard', 'Casques');
});

afterAll(async () => {
  await database.close();
});

describe('posting a moto', () => {
  it('stores an honest listing with the stored brand and city names, live at once, and gives it back to its owner only', async () => {
    const body = await motoBody();
    const created = await send('POST', '/moto/utilisateur/annonce', 'owner', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ etat: 'publiee', message: LISTING_MESSAGES.published });
    const id = created.body.id as number;

    const mine = await send('GET', `/moto/utilisateur/annonce/${id}`, 'owner');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      idannonce_moto: id,
      marque: 'Yamaha',
      ville: 'Casablanca',
      prix: 72_000,
      kilometrage: 15_000,
      photos: body.photos,
      etat: 'publiee',
    });

    for (const who of ['other', 'boutique'] as const) expect((await send('GET', `/moto/utilisateur/annonce/${id}`, who)).status).toBe(404);
    expect((await send('GET', `/moto/utilisateur/annonce/${id}`)).status).toBe(401);
    expect((await send('GET', `/moto/utilisateur/annonce/${id}`, 'admin')).status).toBe(403);
    // Public at once: its pages are rebuilt, and buyers' alerts hear of it.
    expect((await getJson(app, `/moto/annonce/${id}`)).status).toBe(200);
    expect(app.publicPages.changed).toContainEqual({ urlType: 'moto', id, titre: body.titre });
    expect(app.jobs.sent).toContainEqual({ name: JOBS.listingPublished, data: { kind: 'moto', id } });
  });

  it('who may post: anonymous 401, an unfinished sign-up 403, an admin 403, a shop 201', async () => {
    expect((await send('POST', '/moto/utilisateur/annonce', undefined, await motoBody())).status).toBe(401);
    expect((await send('POST', '/moto/utilisateur/annonce', 'noRow', await motoBody())).status).toBe(403);
    expect((await send('POST', '/moto/utilisateur/annonce', 'admin', await motoBody())).status).toBe(403);
    expect((await send('POST', '/moto/utilisateur/annonce', 'boutique', await motoBody(ids.boutique))).status).toBe(201);
  });

  it.each([
    ['titre', { titre: 'MT' }, LISTING_MESSAGES.titreShort],
    ['titre', { titre: 'x'.repeat(101) }, LISTING_MESSAGES.titreLong],
    ['description with a link', { description: 'Plus de photos sur www.exemple.com' }, LISTING_MESSAGES.links],
    ['description too long', { description: 'a'.repeat(4001) }, LISTING_MESSAGES.descriptionLong],
    ['prix', { prix: 5_000_001 }, LISTING_MESSAGES.prix],
    ['prix negative', { prix: -1 }, LISTING_MESSAGES.prix],
    ['année', { model: 1949 }, LISTING_MESSAGES.annee({ last: new Date().getFullYear() + 1 })],
    ['année future', { model: new Date().getFullYear() + 2 }, LISTING_MESSAGES.annee({ last: new Date().getFullYear() + 1 })],
    ['kilométrage', { kilometrage: 500_001 }, LISTING_MESSAGES.kilometrage],
    ['cylindrée', { cylindre: 48 }, LISTING_MESSAGES.cylindre],
    ['cylindrée', { cylindre: 2501 }, LISTING_MESSAGES.cylindre],
    ['catégorie', { categorie_moto: 'Tracteur' }, LISTING_MESSAGES.categorieMoto],
    ['no photo', { photos: [] }, LISTING_MESSAGES.photosMin],
    ['eleven photos', { photos: Array.from({ length: 11 }, (_, i) => `photos/1/${i}.webp`) }, LISTING_MESSAGES.photosMax],
    ['a photo path outside the uploads', { photos: ['../../etc/passwd'] }, LISTING_MESSAGES.photo],
    ['etat set by the client', { etat: 'publiee' }, LISTING_MESSAGES.unknownField],
    ['vues set by the client', { vues: 1_000 }, LISTING_MESSAGES.unknownField],
    ['a field of equipment', { type: 'pneu' }, LISTING_MESSAGES.unknownField],
    ['unknown brand', { marque: 'Motobecane du futur' }, LISTING_MESSAGES.unknownMarque],
    ['unknown city', { ville: 'Atlantis' }, LISTING_MESSAGES.unknownVille],
    ['another seller’s photo', { photos: ['photos/999999/volee.webp'] }, LISTING_MESSAGES.foreignPhoto],
  ])('%s: 400 with the field’s message, nothing stored', async (_name, overrides, message) => {
    const before = await database.db.$count(annonceMoto);
    const answer = await send('POST', '/moto/utilisateur/annonce', 'owner', await motoBody(ids.owner, overrides));
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    expect(await database.db.$count(annonceMoto)).toBe(before);
  });

  it('drops direction controls before any rule: a link written backwards is no link, one hidden by them is refused', async () => {
    // As the probe of 2026-11-27 posted it: once drawn, Chromium showed "Yamaha XMAX 400 info-whatsapp.com".
    const posted = await send(
      'POST',
      '/moto/utilisateur/annonce',
      'other',
      await motoBody(ids.other, { titre: 'Yamaha XMAX \u202emoc.ppastahw-ofni\u202c 400', description: 'Ecrivez-moi: \u202emoc.elgoog.www//:sptth\u202c' }),
    );
    expect(posted.status).toBe(201);
    const stored = await send('GET', `/moto/utilisateur/annonce/${posted.body.id}`, 'other');
    expect(stored.body).toMatchObject({ titre: 'Yamaha XMAX moc.ppastahw-ofni 400', description: 'Ecrivez-moi: moc.elgoog.www//:sptth' });
    // A real link split by controls is seen whole, and refused as any link.
    const hidden = await send('POST', '/moto/utilisateur/annonce', 'other', await motoBody(ids.other, { description: 'Voir www.\u2066exemple\u2069.com' }));
    expect(hidden).toMatchObject({ status: 400, body: { error: LISTING_MESSAGES.links } });
  });

  it('a photo uploaded by someone else is refused even with the right shape', async () => {
    const [stolen] = await photosOf(ids.other, 1);
    const answer = await send('POST', '/moto/utilisateur/annonce', 'owner', await motoBody(ids.owner, { photos: [stolen] }));
    expect(answer).toMatchObject({ status: 400, body: { error: LISTING_MESSAGES.foreignPhoto } });
  });

  it('not JSON, or JSON that is not an object: 400 in French', async () => {
    const notJson = await getJson(app, '/moto/utilisateur/annonce', {
      method: 'POST',
      headers: { ...auth('owner'), 'content-type': 'application/json' },
      body: '{"titre":',
    });
    expect(notJson.status).toBe(400);
    expect((await send('POST', '/moto/utilisateur/annonce', 'owner', [1, 2])).status).toBe(400);
  });
});

describe('posting equipment', () => {
  it('stores a helmet with no brand, in its category; a category of another type or an unknown brand is a 400', async () => {
    const created = await send('POST', '/equipement/annonce', 'owner', await equipementBody());
    expect(created.status).toBe(201);
    const mine = await send('GET', `/equipement/utilisateur/annonce/${created.body.id}`, 'owner');
    expect(mine.body).toMatchObject({ type: 'motard', idcategorie: casques, marque: null, etat: 'publiee' });
    expect((await send('GET', `/equipement/utilisateur/annonce/${created.body.id}`, 'other')).status).toBe(404);

    const tyres = await categoryId(database.db, 'pneu', 'Pneus route');
    expect((await send('POST', '/equipement/annonce', 'owner', await equipementBody(ids.owner, { idcategorie: tyres }))).body.error).toBe(
      LISTING_MESSAGES.unknownCategorie,
    );
    expect((await send('POST', '/equipement/annonce', 'owner', await equipementBody(ids.owner, { marque: 'Inconnue' }))).body.error).toBe(
      LISTING_MESSAGES.unknownMarque,
    );
    expect((await send('POST', '/equipement/annonce', 'owner', await equipementBody(ids.owner, { type: 'velo' }))).body.error).toBe(LISTING_MESSAGES.type);
    // A moto body sent as equipment.
    expect((await send('POST', '/equipement/annonce', 'owner', await motoBody())).status).toBe(400);
  });

  it('stores a tyre’s size however it is typed, written back as the sidewall writes it, found by a search for it (issue 45)', async () => {
    const tyres = await categoryId(database.db, 'pneu', 'Pneus route');
    const tyre = (overrides: Record<string, unknown>) =>
      equipementBody(ids.boutique, { type: 'pneu', idcategorie: tyres, titre: 'Pneu Michelin Road 6 neuf', marque: 'Michelin', ...overrides });
    // A shop, whose daily limit leaves room for the other tests' listings.
    const created = await send('POST', '/equipement/annonce', 'boutique', await tyre({ taille_pneu: ' 120 70 zr 17 58w ', position_pneu: 'avant' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.etat).toBe('publiee');
    const mine = await send('GET', `/equipement/utilisateur/annonce/${created.body.id}`, 'boutique');
    expect(mine.body).toMatchObject({ taille_pneu: '120/70 ZR17 58W', position_pneu: 'avant' });
    const found = await getJson(app, `/equipement/annonce?type=pneu&q=${encodeURIComponent('120/70-17')}`);
    expect(found.body.annonces.map((a: { idannonce_equipement: number }) => a.idannonce_equipement)).toContain(created.body.id);

    // Edited: the new size replaces the old; left blank, the title's size is read.
    const edited = await send('PUT', `/equipement/annonce/${created.body.id}`, 'boutique', await tyre({ taille_pneu: '180/55ZR17', position_pneu: '' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await send('GET', `/equipement/utilisateur/annonce/${created.body.id}`, 'boutique')).body).toMatchObject({
      taille_pneu: '180/55 ZR17',
      position_pneu: null,
    });
    const fromTitle = await send('POST', '/equipement/annonce', 'boutique', await tyre({ titre: 'Pneu arrière Pirelli 150/70-17' }));
    expect((await send('GET', `/equipement/utilisateur/annonce/${fromTitle.body.id}`, 'boutique')).body).toMatchObject({
      taille_pneu: '150/70-17',
      position_pneu: 'arriere',
    });
  });

  it('refuses a size it cannot read, a wrong position, and a size on anything but a tyre: 400 in French', async () => {
    const tyres = await categoryId(database.db, 'pneu', 'Pneus route');
    const refused = async (overrides: Record<string, unknown>) =>
      (await send('POST', '/equipement/annonce', 'boutique', await equipementBody(ids.boutique, { type: 'pneu', idcategorie: tyres, ...overrides }))).body;
    expect(await refused({ taille_pneu: '120/70' })).toMatchObject({ error: TYRE_MESSAGES.unreadable, code: 'tyre.unreadable' });
    expect(await refused({ taille_pneu: '123/70 R17' })).toMatchObject({ error: TYRE_MESSAGES.width });
    expect(await refused({ taille_pneu: '120/70 R17 58X' })).toMatchObject({ error: TYRE_MESSAGES.speed });
    expect(await refused({ taille_pneu: 'x'.repeat(500) })).toMatchObject({ error: TYRE_MESSAGES.unreadable });
    expect(await refused({ taille_pneu: 120 })).toMatchObject({ error: TYRE_MESSAGES.unreadable });
    expect(await refused({ position_pneu: 'gauche' })).toMatchObject({ error: TYRE_MESSAGES.position });
    const helmet = await send('POST', '/equipement/annonce', 'boutique', await equipementBody(ids.boutique, { taille_pneu: '120/70 ZR17' }));
    expect(helmet).toMatchObject({ status: 400, body: { error: TYRE_MESSAGES.notATyre } });
  });
});

describe('the motorcycles a part fits (issue 45)', () => {
  const modelId = (brand: string, name: string) => referenceModelId(database.db, brand, name);
  const partBody = async (overrides: Record<string, unknown>) =>
    equipementBody(ids.boutique, {
      type: 'piece',
      idcategorie: await categoryId(database.db, 'piece', 'Freinage'),
      titre: 'Plaquettes de frein avant',
      ...overrides,
    });
  const found = async (query: string) => {
    const { status, body } = await getJson(app, `/equipement/annonce?type=piece&limit=24&${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.annonces as { idannonce_equipement: number }[]).map((a) => a.idannonce_equipement);
  };

  it('stores the models with their years and names, shows them on the listing, and finds the part for a motorcycle that it fits', async () => {
    const [mt07, cb500f, tracer] = [await modelId('Yamaha', 'MT-07'), await modelId('Honda', 'CB500F'), await modelId('Yamaha', 'Tracer 9')];
    const fitted = await send(
      'POST',
      '/equipement/annonce',
      'boutique',
      await partBody({
        compatibilites: [
          { idmodele: mt07, annee_min: 2014, annee_max: 2020 },
          // What the form reads back (names) may be sent back: it is left aside.
          { idmodele: cb500f, marque: 'Autre', modele: 'Autre', annee_min: null, annee_max: null },
        ],
      }),
    );
    expect(fitted.status, JSON.stringify(fitted.body)).toBe(201);
    const universal = await send('POST', '/equipement/annonce', 'boutique', await partBody({ titre: 'Antivol bloque-disque universel', universel: true }));
    expect(universal.status, JSON.stringify(universal.body)).toBe(201);
    const newer = await send('POST', '/equipement/annonce', 'boutique', await partBody({ compatibilites: [{ idmodele: mt07, annee_min: 2021 }] }));
    const other = await send('POST', '/equipement/annonce', 'boutique', await partBody({ compatibilites: [{ idmodele: tracer }] }));
    const unsaid = await send('POST', '/equipement/annonce', 'boutique', await partBody({}));

    // By brand then model, with the reference data's names; the owner reads them back for the form.
    const expected = [
      { idmodele: cb500f, marque: 'Honda', modele: 'CB500F', annee_min: null, annee_max: null },
      { idmodele: mt07, marque: 'Yamaha', modele: 'MT-07', annee_min: 2014, annee_max: 2020 },
    ];
    expect((await getJson(app, `/equipement/annonce/${fitted.body.id}`)).body).toMatchObject({ compatibilites: expected, universel: false });
    expect((await send('GET', `/equipement/utilisateur/annonce/${fitted.body.id}`, 'boutique')).body).toMatchObject({ compatibilites: expected });
    expect((await getJson(app, `/equipement/annonce/${universal.body.id}`)).body).toMatchObject({ compatibilites: [], universel: true });

    // An MT-07 of 2018: the part naming it for those years, and the universal one.
    const for2018 = await found(`compatible=${mt07}&annee=2018`);
    expect(for2018).toEqual(expect.arrayContaining([fitted.body.id, universal.body.id]));
    for (const id of [newer.body.id, other.body.id, unsaid.body.id]) expect(for2018).not.toContain(id);
    // Of 2022: the newer part instead; any year: both.
    expect(await found(`compatible=${mt07}&annee=2022`)).toEqual(expect.arrayContaining([newer.body.id, universal.body.id]));
    expect(await found(`compatible=${mt07}&annee=2022`)).not.toContain(fitted.body.id);
    expect(await found(`compatible=${mt07}`)).toEqual(expect.arrayContaining([fitted.body.id, newer.body.id, universal.body.id]));
    // Words and fit together.
    expect(await found(`compatible=${cb500f}&q=plaquettes`)).toContain(fitted.body.id);
    // Read way by way (universal, named), page after page: the same list in the same order, the newest first, and its total.
    const anyYear = await found(`compatible=${mt07}`);
    const fitPages: number[] = [];
    for (let page = 1; page <= anyYear.length; page++) {
      const { body } = await getJson(app, `/equipement/annonce?type=piece&limit=1&page=${page}&compatible=${mt07}`);
      expect(body).toMatchObject({ total: anyYear.length, totalEstime: false });
      fitPages.push(...(body.annonces as { idannonce_equipement: number }[]).map((a) => a.idannonce_equipement));
    }
    expect(fitPages).toEqual(anyYear);
    const cheapest = await found(`compatible=${mt07}&tri=prix_asc`);
    expect([...cheapest].sort()).toEqual([...anyYear].sort());

    // What fits first, then the rest: every listing, the fitting ones before, page after page.
    const all = await found('');
    const firsts = await found(`compatible=${mt07}&annee=2018&dabord=1`);
    expect([...firsts].sort()).toEqual([...all].sort());
    const fitting = new Set(for2018);
    const boundary = firsts.findIndex((id) => !fitting.has(id));
    expect(firsts.slice(0, boundary).every((id) => fitting.has(id)) && firsts.slice(boundary).every((id) => !fitting.has(id))).toBe(true);
    expect(boundary).toBe(for2018.length);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
      const { body } = await getJson(app, `/equipement/annonce?type=piece&limit=2&page=${page}&compatible=${mt07}&annee=2018&dabord=1`);
      expect(body.total).toBe(all.length);
      paged.push(...(body.annonces as { idannonce_equipement: number }[]).map((a) => a.idannonce_equipement));
    }
    expect(paged).toEqual(firsts);
    // Each card says whether it fits: the firsts do, the rest do not; only what fits: all; no motorcycle: nothing said.
    const marked = async (query: string) =>
      ((await getJson(app, `/equipement/annonce?type=piece&limit=24&${query}`)).body.annonces as { idannonce_equipement: number; compatible?: boolean }[]).map(
        (card) => card.compatible,
      );
    expect(await marked(`compatible=${mt07}&annee=2018&dabord=1`)).toEqual(firsts.map((id) => fitting.has(id)));
    expect(await marked(`compatible=${mt07}&annee=2018`)).toEqual(for2018.map(() => true));
    expect(await marked('')).toEqual(all.map(() => undefined));
    expect(await found(`compatible=${cb500f}&q=plaquettes&dabord=1`)).toEqual(expect.arrayContaining([fitted.body.id, unsaid.body.id]));
    const alone = await getJson(app, '/equipement/annonce?type=piece&dabord=1');
    expect(alone).toMatchObject({ status: 400, body: { code: 'request.invalid' } });

    // Edited by its owner: the new list replaces the old.
    const edited = await send('PUT', `/equipement/annonce/${fitted.body.id}`, 'boutique', await partBody({ compatibilites: [{ idmodele: tracer }] }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await found(`compatible=${mt07}&annee=2018`)).not.toContain(fitted.body.id);
    expect(await found(`compatible=${tracer}`)).toContain(fitted.body.id);
  });

  it('counts the listings naming each model for its parts page, universal ones apart', async () => {
    const [mt07, cb500f] = [await modelId('Yamaha', 'MT-07'), await modelId('Honda', 'CB500F')];
    type Named = { idmodele: number; marque: string; marqueSlug: string; modele: string; slug: string; annonces: number };
    const named = async (query = '') => {
      const { status, body } = await getJson(app, `/equipement/pieces/modeles${query}`);
      expect(status, JSON.stringify(body)).toBe(200);
      return new Map((body as Named[]).map((model) => [model.idmodele, model]));
    };
    // The counts are those of the search's last refresh (every 5 minutes).
    await refreshSearchViews(database.db);
    const before = await named('?limit=1000');
    for (const compatibilites of [[{ idmodele: mt07 }], [{ idmodele: mt07 }, { idmodele: cb500f }], [{ idmodele: mt07, annee_min: 2019 }]]) {
      expect((await send('POST', '/equipement/annonce', 'boutique', await partBody({ compatibilites }))).status).toBe(201);
    }
    expect((await send('POST', '/equipement/annonce', 'boutique', await partBody({ titre: 'Antivol universel', universel: true }))).status).toBe(201);
    expect(await named('?limit=1000')).toEqual(before);
    await refreshSearchViews(database.db);
    const after = await named('?limit=1000');
    const countOf = (models: Map<number, Named>, id: number) => models.get(id)?.annonces ?? 0;
    expect(countOf(after, mt07) - countOf(before, mt07)).toBe(3);
    expect(countOf(after, cb500f) - countOf(before, cb500f)).toBe(1);
    expect(after.get(mt07)).toMatchObject({ marque: 'Yamaha', marqueSlug: 'yamaha', modele: 'MT-07', slug: 'mt-07' });
    // The most named first, and only those named often enough.
    const ranked = [...after.values()].map((model) => model.annonces);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    const often = await named(`?min=${countOf(after, mt07)}`);
    expect(often.has(mt07)).toBe(true);
    expect([...often.values()].every((model) => model.annonces >= countOf(after, mt07))).toBe(true);

    // A page's model by its keys, and how many name it; none, a 404; keys that cannot be, a 400.
    const page = await getJson(app, '/equipement/pieces/modele/yamaha/mt-07');
    expect(page).toMatchObject({ status: 200, body: { idmodele: mt07, marque: 'Yamaha', modele: 'MT-07', annonces: countOf(after, mt07) } });
    expect(await getJson(app, '/equipement/pieces/modele/yamaha/pas-un-modele')).toMatchObject({
      status: 404,
      body: { code: 'notFound.modeleReference', error: 'Modèle introuvable dans le référentiel.' },
    });
    expect((await getJson(app, '/equipement/pieces/modele/Yamaha/MT%2007')).status).toBe(400);
    expect((await getJson(app, '/equipement/pieces/modeles?min=0')).status).toBe(400);
  });

  it('refuses what cannot be: 400 in French', async () => {
    const mt07 = await modelId('Yamaha', 'MT-07');
    const refused = async (overrides: Record<string, unknown>) => {
      const answer = await send('POST', '/equipement/annonce', 'boutique', await partBody(overrides));
      expect(answer.status).toBe(400);
      return answer.body;
    };
    expect(await refused({ compatibilites: [{ idmodele: 999_999 }] })).toMatchObject({ error: FITMENT_MESSAGES.unknownModel, code: 'fitment.unknownModel' });
    expect(await refused({ compatibilites: [{ idmodele: 'MT-07' }] })).toMatchObject({ error: FITMENT_MESSAGES.unknownModel });
    expect(await refused({ compatibilites: [{ idmodele: mt07 }, { idmodele: mt07, annee_min: 2018 }] })).toMatchObject({ error: FITMENT_MESSAGES.twice });
    expect(await refused({ compatibilites: [{ idmodele: mt07, annee_min: 2020, annee_max: 2014 }] })).toMatchObject({ error: FITMENT_MESSAGES.years });
    expect(await refused({ compatibilites: [{ idmodele: mt07, annee_min: 1900 }] })).toMatchObject({ error: FITMENT_MESSAGES.years });
    expect(await refused({ compatibilites: [{ idmodele: mt07, annee_max: new Date().getFullYear() + 5 }] })).toMatchObject({ error: FITMENT_MESSAGES.years });
    expect(await refused({ compatibilites: Array.from({ length: 21 }, (_, i) => ({ idmodele: i + 1 })) })).toMatchObject({ error: FITMENT_MESSAGES.tooMany });
    expect(await refused({ universel: true, compatibilites: [{ idmodele: mt07 }] })).toMatchObject({ error: FITMENT_MESSAGES.universalAndModels });
    expect(await refused({ universel: 'oui' })).toMatchObject({ error: FITMENT_MESSAGES.universal, code: 'fitment.universal' });
    // Rider equipment fits riders.
    const helmet = await send('POST', '/equipement/annonce', 'boutique', await equipementBody(ids.boutique, { universel: true }));
    expect(helmet).toMatchObject({ status: 400, body: { error: FITMENT_MESSAGES.notFitting } });
    expect((await getJson(app, '/equipement/annonce?annee=2018')).status).toBe(400);
    expect((await getJson(app, '/equipement/annonce?compatible=abc')).status).toBe(400);
  });
});

describe('editing, deactivating, selling', () => {
  it('a published moto edited is assessed again: a low risk stays online, scam words send it back to moderation; its public pages are rebuilt', async () => {
    const photos = await photosOf(ids.owner, 2);
    const listing = await insertMoto(database.db, ids.owner, { photos, titre: 'Honda CB500F 2020' });
    const base = await motoBody(ids.owner, { photos, titre: 'Honda CB500F 2020', marque: 'Honda', modele: 'CB500F', model: 2020, prix: 70_000 });
    await database.db
      .update(annonceMoto)
      .set({
        description: base.description,
        prix: 70_000,
        marque: 'Honda',
        modele: 'CB500F',
        model: 2020,
        kilometrage: 15_000,
        cylindre: 689,
        categorie_moto: 'Roadster',
        ville: 'Casablanca',
        neuf: false,
      })
      .where(eq(annonceMoto.idannonce_moto, listing.idannonce_moto));

    const same = await send('PUT', `/moto/utilisateur/annonce/${listing.idannonce_moto}`, 'owner', base);
    expect(same).toMatchObject({ status: 200, body: { etat: 'publiee' } });

    const cheaper = await send('PUT', `/moto/utilisateur/annonce/${listing.idannonce_moto}`, 'owner', {
      ...base,
      prix: 65_000,
      photos: [photos[1], photos[0]],
    });
    expect(cheaper).toMatchObject({ status: 200, body: { etat: 'publiee' } });
    expect(app.publicPages.changed).toContainEqual({ urlType: 'moto', id: listing.idannonce_moto, titre: 'Honda CB500F 2020' });
    const [row] = await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, listing.idannonce_moto));
    // Still the same period online: its publication date is kept.
    expect(row).toMatchObject({
      prix: 65_000,
      photos: [photos[1], photos[0]],
      etat: 'publiee',
      vues: listing.vues,
      date_publication: listing.date_publication,
    });

    const scam = await send('PUT', `/moto/utilisateur/annonce/${listing.idannonce_moto}`, 'owner', {
      ...base,
      prix: 65_000,
      description: 'Je suis à l’étranger, envoi par transporteur après paiement par Wafacash.',
    });
    expect(scam).toMatchObject({ status: 200, body: { etat: 'en_attente' } });
    const [held] = await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, listing.idannonce_moto));
    expect(held!.risque_signaux).toContainEqual(
      expect.objectContaining({ code: 'mots_arnaque', preuve: { mots: expect.arrayContaining(['Wafacash', 'je suis à l’étranger']) } }),
    );

    // Someone else, or an admin through the owner's route, gets nothing.
    expect((await send('PUT', `/moto/utilisateur/annonce/${listing.idannonce_moto}`, 'other', base)).status).toBe(404);
    expect((await send('PUT', `/moto/utilisateur/annonce/${listing.idannonce_moto}`, 'admin', base)).status).toBe(403);
    expect((await send('PUT', `/moto/utilisateur/annonce/${listing.idannonce_moto}`, undefined, base)).status).toBe(401);
  });

  it('deactivation toggles (back to en_attente), sold is final, a refused listing cannot be sold', async () => {
    const listing = await insertEquipement(database.db, ids.owner, { type: 'pneu' });
    const id = listing.idannonce_equipement;
    expect((await send('PUT', `/equipement/annonce/desactiver/${id}`, 'other')).status).toBe(404);
    expect((await send('PUT', `/equipement/annonce/desactiver/${id}`, 'owner')).body).toEqual({ etat: 'desactivee' });
    expect(app.publicPages.changed).toContainEqual({ urlType: 'pneu', id, titre: listing.titre });
    expect((await getJson(app, `/equipement/annonce/${id}`)).status).toBe(404);
    expect((await send('PUT', `/equipement/annonce/desactiver/${id}`, 'owner')).body).toEqual({ etat: 'en_attente' });
    expect((await send('PUT', `/equipement/annonce/vendu/${id}`, 'owner')).body).toEqual({ etat: 'vendue' });
    expect((await send('PUT', `/equipement/annonce/vendu/${id}`, 'owner')).body).toEqual({ etat: 'vendue' });
    expect(await send('PUT', `/equipement/annonce/desactiver/${id}`, 'owner')).toMatchObject({
      status: 409,
      body: { error: OWNER_ACTION_REFUSALS.desactiver },
    });
    const edit = await send(
      'PUT',
      `/equipement/annonce/${id}`,
      'owner',
      await equipementBody(ids.owner, { type: 'pneu', idcategorie: listing.idcategorie, photos: listing.photos }),
    );
    expect(edit).toMatchObject({ status: 409, body: { error: OWNER_ACTION_REFUSALS.modifier } });

    const refused = await insertMoto(database.db, ids.owner, { etat: 'refusee', motif_refus: 'Photos floues' });
    expect(await send('PUT', `/moto/utilisateur/annonce/vendu/${refused.idannonce_moto}`, 'owner')).toMatchObject({
      status: 409,
      body: { error: OWNER_ACTION_REFUSALS.vendre },
    });
    expect((await send('PUT', `/moto/utilisateur/annonce/vendu/${refused.idannonce_moto}`, 'admin')).status).toBe(403);
  });

  it('two deactivations at once apply one after the other', async () => {
    const listing = await insertMoto(database.db, ids.owner);
    const answers = await Promise.all([1, 2].map(() => send('PUT', `/moto/utilisateur/annonce/desactiver/${listing.idannonce_moto}`, 'owner')));
    expect(answers.map((a) => a.body.etat).sort()).toEqual(['desactivee', 'en_attente']);
  });

  it('bad ids: 400 in French', async () => {
    expect((await send('PUT', '/moto/utilisateur/annonce/desactiver/abc', 'owner')).status).toBe(400);
    expect((await send('GET', '/equipement/utilisateur/annonce/0', 'owner')).status).toBe(400);
  });
});

describe('the daily limit', () => {
  it(`a particulier posts ${DAILY_LISTING_LIMITS.particulier} listings in 24 hours, not one more; a shop more`, async () => {
    const seller = await insertUser(database.db, { uid: `ol-limit-${run}`, email: `ol-limit-${run}@test.ma`, telephone: '+212663000009' });
    const token = await emulatorIdToken(`ol-limit-${run}`, `ol-limit-${run}@test.ma`);
    for (let i = 0; i < DAILY_LISTING_LIMITS.particulier - 1; i++) await insertMoto(database.db, seller.idutilisateur, { etat: 'en_attente' });
    // Yesterday's listings do not count.
    await insertMoto(database.db, seller.idutilisateur, { date_ajout: new Date(Date.now() - 25 * 3_600_000) });
    const body = JSON.stringify(await equipementBody(seller.idutilisateur));
    const post = () =>
      getJson(app, '/equipement/annonce', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
    expect((await post()).status).toBe(201);
    expect(await post()).toMatchObject({ status: 429, body: { error: LISTING_MESSAGES.dailyLimit({ limit: DAILY_LISTING_LIMITS.particulier }) } });
    expect(DAILY_LISTING_LIMITS.boutique).toBeGreaterThan(DAILY_LISTING_LIMITS.particulier);
  });
});

describe('Mes Annonces and contacts', () => {
  it('lists both kinds together, newest first, paged, with views and contacts; only the caller’s own', async () => {
    const seller = await insertShop(database.db, { uid: `ol-list-${run}`, email: `ol-list-${run}@test.ma`, telephone: '+212663000010' });
    const token = await emulatorIdToken(`ol-list-${run}`, `ol-list-${run}@test.ma`);
    const hour = 3_600_000;
    const t0 = Date.now() - 10 * hour;
    const moto = await insertMoto(database.db, seller.idutilisateur, { date_ajout: new Date(t0), vues: 12 });
    const tyre = await insertEquipement(database.db, seller.idutilisateur, {
      type: 'pneu',
      date_ajout: new Date(t0 + hour),
      etat: 'refusee',
      motif_refus: 'Photo sans rapport',
    });
    const pending = await insertMoto(database.db, seller.idutilisateur, { date_ajout: new Date(t0 + 2 * hour), etat: 'en_attente' });

    // Counted, and the seller's number: the only way a visitor gets it.
    expect(await send('POST', `/moto/contact/${moto.idannonce_moto}`, undefined, { canal: 'telephone' })).toMatchObject({
      status: 200,
      body: { telephone: '+212663000010' },
    });
    expect(await send('POST', `/moto/contact/${moto.idannonce_moto}`, undefined, { canal: 'whatsapp' })).toMatchObject({
      status: 200,
      body: { telephone: '+212663000010' },
    });
    expect((await send('POST', `/moto/contact/${pending.idannonce_moto}`, undefined, { canal: 'whatsapp' })).status).toBe(404);
    expect((await send('POST', `/moto/contact/${moto.idannonce_moto}`, undefined, { canal: 'pigeon' })).status).toBe(400);

    const list = (page: number, kind = '/utilisateur/mes-annonces') =>
      getJson(app, `${kind}?page=${page}&itemsPerPage=2`, { headers: { authorization: `Bearer ${token}` } });
    const first = await list(1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, total: 3, totalPages: 2 });
    expect(first.body.annonces.map((a: { kind: string; id: number }) => [a.kind, a.id])).toEqual([
      ['moto', pending.idannonce_moto],
      ['equipement', tyre.idannonce_equipement],
    ]);
    expect(first.body.annonces[1]).toMatchObject({ etat: 'refusee', motif_refus: 'Photo sans rapport', type: 'pneu' });
    const second = await list(2);
    expect(second.body.annonces).toEqual([
      expect.objectContaining({ kind: 'moto', id: moto.idannonce_moto, vues: 12, contacts_telephone: 1, contacts_whatsapp: 1 }),
    ]);

    expect((await list(1, '/moto/utilisateur/annonces')).body.total).toBe(2);
    expect((await list(1, '/equipement/utilisateur/annonces')).body.total).toBe(1);
    // Others see their own list, not this one.
    const others = await send('GET', '/utilisateur/mes-annonces', 'other');
    expect(others.body.annonces.every((a: { id: number }) => a.id !== moto.idannonce_moto)).toBe(true);
    expect((await send('GET', '/utilisateur/mes-annonces')).status).toBe(401);
    expect((await send('GET', '/utilisateur/mes-annonces', 'admin')).status).toBe(403);
    expect((await send('GET', '/utilisateur/mes-annonces?itemsPerPage=500', 'owner')).status).toBe(400);
  });
});

describe('sellers’ numbers are limited per visitor', () => {
  it('30 distinct listings an hour; asking again for a number already had is free; the same for moto and equipment', async () => {
    const local = createTestApp(database.db);
    const seller = await insertShop(database.db, { uid: `ol-phones-${run}`, email: `ol-phones-${run}@test.ma`, telephone: '+212663000020' });
    const motos = [];
    for (let i = 0; i < 31; i++) motos.push((await insertMoto(database.db, seller.idutilisateur)).idannonce_moto);
    const tyre = (await insertEquipement(database.db, seller.idutilisateur, { type: 'pneu' })).idannonce_equipement;
    const reveal = (kind: string, id: number) =>
      getJson(local, `/${kind}/contact/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ canal: 'telephone' }),
      });
    for (const id of motos.slice(0, 29)) expect((await reveal('moto', id)).status).toBe(200);
    // The same numbers again, by phone then WhatsApp, as a person does: not counted.
    for (const id of motos.slice(0, 5)) expect((await reveal('moto', id)).status).toBe(200);
    expect((await reveal('equipement', tyre)).status).toBe(200);
    const refused = await reveal('moto', motos[30]!);
    expect(refused).toMatchObject({
      status: 429,
      body: { error: 'Vous avez demandé beaucoup de numéros en peu de temps. Veuillez réessayer dans une heure.' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Refused, it was not had: asking again is refused again; what was had still is.
    expect((await reveal('moto', motos[30]!)).status).toBe(429);
    expect((await reveal('moto', motos[0]!)).status).toBe(200);
    expect((await reveal('equipement', tyre)).status).toBe(200);
  });
});

describe('moderation by an admin (PUT …/admin/annonce/{id})', () => {
  it('only an admin publishes; the listing is then public, new in the lists, and its pages rebuilt', async () => {
    const created = await send('POST', '/moto/utilisateur/annonce', 'owner', await motoBody());
    const id = created.body.id as number;
    for (const [who, status] of [
      [undefined, 401],
      ['owner', 403],
      ['boutique', 403],
      ['noRow', 403],
    ] as const) {
      expect((await send('PUT', `/moto/admin/annonce/${id}`, who, { etat: 'publiee' })).status).toBe(status);
    }
    expect((await getJson(app, `/moto/annonce/${id}`)).status).toBe(404);
    expect(await send('PUT', `/moto/admin/annonce/${id}`, 'admin', { etat: 'publiee' })).toMatchObject({ status: 200, body: { etat: 'publiee' } });
    const shown = await getJson(app, `/moto/annonce/${id}`);
    expect(shown.status).toBe(200);
    expect(Date.now() - Date.parse(shown.body.date_publication)).toBeLessThan(60_000);
    expect(app.publicPages.changed).toContainEqual({ urlType: 'moto', id, titre: 'Yamaha MT-07 2021' });
  });

  it('a refusal needs its reason, which the owner then reads; a deactivated listing is not the admin’s to publish', async () => {
    const created = await send('POST', '/equipement/annonce', 'owner', await equipementBody());
    const id = created.body.id as number;
    expect((await send('PUT', `/equipement/admin/annonce/${id}`, 'admin', { etat: 'refusee' })).body.error).toBe('Indiquez le motif du refus.');
    expect((await send('PUT', `/equipement/admin/annonce/${id}`, 'admin', { etat: 'en_attente' })).status).toBe(400);
    expect((await send('PUT', `/equipement/admin/annonce/${id}`, 'admin', { etat: 'refusee', motif_refus: 'Photo sans rapport avec l’article' })).body).toEqual(
      { etat: 'refusee' },
    );
    expect((await send('GET', `/equipement/utilisateur/annonce/${id}`, 'owner')).body).toMatchObject({
      etat: 'refusee',
      motif_refus: 'Photo sans rapport avec l’article',
    });

    await send('PUT', `/equipement/annonce/desactiver/${id}`, 'owner');
    expect((await send('PUT', `/equipement/admin/annonce/${id}`, 'admin', { etat: 'publiee' })).status).toBe(409);
    expect((await send('PUT', '/equipement/admin/annonce/999999', 'admin', { etat: 'publiee' })).status).toBe(404);
  });
});

describe('photos and their listing', () => {
  it('a listing takes its photos (out of the unused uploads); photos removed by an edit are deleted from storage', async () => {
    const body = await motoBody();
    const [first, second, third] = body.photos as string[];
    for (const path of [first, second, third]) await uploads.put(path!, Buffer.from('photo'), 'image/webp');
    const created = await send('POST', '/moto/utilisateur/annonce', 'owner', body);
    expect(created.status).toBe(201);
    expect(await database.db.select().from(photoUpload).where(inArray(photoUpload.chemin, body.photos))).toEqual([]);
    // Taken photos cannot go into another listing.
    expect((await send('POST', '/moto/utilisateur/annonce', 'owner', { ...(await motoBody()), photos: [first] })).body.error).toBe(
      LISTING_MESSAGES.foreignPhoto,
    );

    const edited = await send('PUT', `/moto/utilisateur/annonce/${created.body.id}`, 'owner', { ...body, photos: [third, first] });
    expect(edited.status).toBe(200);
    expect(await uploads.read(second!)).toBeNull();
    expect(await uploads.read(first!)).not.toBeNull();
  });
});

describe('the role matrix of every owner call', () => {
  it('anonymous 401, admin 403, another particulier or shop 404 (or only their own list), the owner 2xx', async () => {
    const photos = await photosOf(ids.owner, 1);
    const moto = await insertMoto(database.db, ids.owner, { photos });
    const tyre = await insertEquipement(database.db, ids.owner, { type: 'pneu', photos });
    const motoBodyNow = await motoBody(ids.owner, { photos });
    const tyreBody = await equipementBody(ids.owner, { type: 'pneu', idcategorie: tyre.idcategorie, photos });
    const calls: [string, string, unknown?][] = [
      ['GET', `/moto/utilisateur/annonce/${moto.idannonce_moto}`],
      ['GET', `/equipement/utilisateur/annonce/${tyre.idannonce_equipement}`],
      ['PUT', `/moto/utilisateur/annonce/${moto.idannonce_moto}`, motoBodyNow],
      ['PUT', `/equipement/annonce/${tyre.idannonce_equipement}`, tyreBody],
      ['PUT', `/moto/utilisateur/annonce/desactiver/${moto.idannonce_moto}`],
      ['PUT', `/equipement/annonce/desactiver/${tyre.idannonce_equipement}`],
      ['PUT', `/moto/utilisateur/annonce/vendu/${moto.idannonce_moto}`],
      ['PUT', `/equipement/annonce/vendu/${tyre.idannonce_equipement}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(method, path, undefined, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await send(method, path, 'admin', body)).status, `${method} ${path} admin`).toBe(403);
      expect((await send(method, path, 'other', body)).status, `${method} ${path} another particulier`).toBe(404);
      expect((await send(method, path, 'boutique', body)).status, `${method} ${path} a shop`).toBe(404);
      expect((await send(method, path, 'owner', body)).status, `${method} ${path} owner`).toBe(200);
    }
    for (const path of ['/moto/utilisateur/annonces', '/equipement/utilisateur/annonces', '/utilisateur/mes-annonces']) {
      expect((await send('GET', path)).status, `${path} anonymous`).toBe(401);
      expect((await send('GET', path, 'admin')).status, `${path} admin`).toBe(403);
      for (const who of ['other', 'boutique'] as const) {
        const page = await send('GET', path, who);
        expect(page.status).toBe(200);
        expect(page.body.annonces.some((a: { id: number }) => a.id === moto.idannonce_moto || a.id === tyre.idannonce_equipement)).toBe(false);
      }
      const mine = await send('GET', path, 'owner');
      expect(mine.body.annonces.length).toBeGreaterThan(0);
    }
    expect((await send('POST', '/equipement/annonce', undefined, tyreBody)).status).toBe(401);
    expect((await send('POST', '/equipement/annonce', 'admin', tyreBody)).status).toBe(403);
  });
});
