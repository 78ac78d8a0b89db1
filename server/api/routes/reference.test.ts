/** marque, ville, parametrage and packsponsoring: the reference data every page needs. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertUser, type TestApp } from '@/test/fixtures';
import { marque, packSponsoring } from '../../db/schema';
import { CITIES, EQUIPMENT_BRANDS, MOTO_BRANDS, PACKS } from '../../db/seed/reference-data';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const seller = await insertUser(database.db);
  await insertMoto(database.db, seller.idutilisateur, { marque: 'Ducati' });
  await insertMoto(database.db, seller.idutilisateur, { marque: 'Ducati', etat: 'en_attente' });
  await database.db.update(marque).set({ active: false }).where(eq(marque.nom_marque, 'Hyosung'));
  await database.db.update(packSponsoring).set({ actif: false }).where(eq(packSponsoring.nom, 'Visibilité 15 jours'));
});

afterAll(async () => {
  await database.close();
});

const names = (brands: { nom_marque: string }[]) => brands.map((b) => b.nom_marque);

describe('marque', () => {
  it('GET /marque lists active brands in display order', async () => {
    const { status, body } = await getJson(app, '/marque');
    expect(status).toBe(200);
    expect(body).toHaveLength(MOTO_BRANDS.length + EQUIPMENT_BRANDS.length - 1);
    expect(names(body).slice(0, 3)).toEqual(['Yamaha', 'Honda', 'Suzuki']);
    expect(names(body)).not.toContain('Hyosung');
    expect(body[0]).toEqual({
      idmarque: expect.any(Number),
      nom_marque: 'Yamaha',
      slug: 'yamaha',
      logo: 'demo/marques/yamaha.svg',
      types: ['moto', 'piece'],
      afficher_accueil: true,
    });
  });

  it('GET /marque?type= keeps the brands of a listing type', async () => {
    const pneus = await getJson(app, '/marque?type=pneu');
    expect(names(pneus.body)).toEqual(['Michelin', 'Pirelli', 'Bridgestone', 'Dunlop', 'Metzeler']);
    const motos = await getJson(app, '/marque?type=moto');
    expect(names(motos.body)).toContain('Royal Enfield');
    expect(names(motos.body)).not.toContain('Shoei');
    const bad = await getJson(app, '/marque?type=velo');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: expect.any(String), error: 'Le type doit valoir moto, motard, piece ou pneu.' });
  });

  it('GET /marque/active and /marque/home', async () => {
    expect((await getJson(app, '/marque/active')).body).toHaveLength(MOTO_BRANDS.length + EQUIPMENT_BRANDS.length - 1);
    const home = await getJson(app, '/marque/home');
    expect(names(home.body)).toEqual(MOTO_BRANDS.filter((b) => b.accueil).map((b) => b.nom));
  });

  it('GET /marque/modeles: every reference model of the motorcycle brands, by brand, to pick one’s motorcycle from', async () => {
    const { status, body } = await getJson(app, '/marque/modeles');
    expect(status).toBe(200);
    // Hyosung is made inactive above.
    const active = MOTO_BRANDS.map((b) => b.nom).filter((nom) => nom !== 'Hyosung');
    expect(body.map((brand: { nom_marque: string }) => brand.nom_marque)).toEqual(active.sort((a, b) => (a < b ? -1 : 1)));
    const yamaha = body.find((brand: { slug: string }) => brand.slug === 'yamaha');
    expect(yamaha.modeles.map((m: { nom_modele: string }) => m.nom_modele)).toEqual(
      MOTO_BRANDS.find((b) => b.nom === 'Yamaha')!
        .modeles.map((m) => m.nom)
        .sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(yamaha.modeles[0]).toEqual({ idmodele: expect.any(Number), nom_modele: expect.any(String) });
    // Equipment brands (Shoei) have no models to ride; an inactive brand's are not offered.
    expect(body.map((brand: { nom_marque: string }) => brand.nom_marque)).not.toContain('Shoei');
    expect(body.map((brand: { nom_marque: string }) => brand.nom_marque)).not.toContain('Hyosung');
  });

  it('GET /marque/detail/{id} by id, slug or name, with models and listing count', async () => {
    const bySlug = await getJson(app, '/marque/detail/ducati');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({
      nom_marque: 'Ducati',
      pays: 'Italie',
      nombre_annonces: 1,
      description: expect.stringContaining('Borgo Panigale'),
      description_ar: expect.stringContaining('بورغو بانيغالي'),
    });
    expect(bySlug.body.modeles.map((m: { nom_modele: string }) => m.nom_modele)).toContain('Monster');
    expect((await getJson(app, `/marque/detail/${bySlug.body.idmarque}`)).body.nom_marque).toBe('Ducati');
    expect((await getJson(app, '/marque/detail/harley-davidson')).body.nom_marque).toBe('Harley-Davidson');
    expect((await getJson(app, '/marque/detail/royal%20enfield')).body.nom_marque).toBe('Royal Enfield');
    expect((await getJson(app, '/marque/detail/Akrapovic')).body.nom_marque).toBe('Akrapovič');
  });

  it('GET /marque/detail/{id}: 404 for unknown or inactive brands', async () => {
    for (const key of ['inconnue', 'hyosung', '999999']) {
      const { status, body } = await getJson(app, `/marque/detail/${key}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: expect.any(String), error: 'Marque introuvable.' });
    }
    expect((await getJson(app, `/marque/detail/${'x'.repeat(61)}`)).status).toBe(400);
  });
});

describe('ville', () => {
  it('GET /ville/villes lists every city in French alphabetical order', async () => {
    const { status, body } = await getJson(app, '/ville/villes');
    expect(status).toBe(200);
    expect(body).toHaveLength(CITIES.length);
    expect(body.length).toBeGreaterThanOrEqual(60);
    const names = body.map((c: { nom: string }) => c.nom);
    expect(names.slice(0, 3)).toEqual(['Agadir', 'Aïn Harrouda', 'Aït Melloul']);
    expect(names.indexOf('Béni Mellal')).toBeLessThan(names.indexOf('Berrechid'));
    expect(body.find((c: { nom: string }) => c.nom === 'Fès')).toMatchObject({ region: 'Fès-Meknès' });
  });
});

describe('parametrage', () => {
  it('GET /parametrage/{name} returns the value', async () => {
    expect((await getJson(app, '/parametrage/affichagesponsoring')).body).toEqual({ valeur: '1' });
  });

  it('404 for an unknown setting, 400 for a malformed name', async () => {
    expect(await getJson(app, '/parametrage/inconnu')).toMatchObject({ status: 404, body: { error: 'Paramètre introuvable.' } });
    expect(await getJson(app, '/parametrage/a%20b')).toMatchObject({ status: 400, body: { error: 'Nom de paramètre invalide.' } });
  });
});

describe('packsponsoring', () => {
  it('GET /packsponsoring/packs lists the active packs with prices in Dh', async () => {
    const { status, body } = await getJson(app, '/packsponsoring/packs');
    expect(status).toBe(200);
    expect(body).toHaveLength(PACKS.length - 1);
    expect(body[0]).toEqual({
      idpack: expect.any(Number),
      nom: 'Boost 7 jours',
      description: expect.any(String),
      nom_ar: 'دفعة 7 أيام',
      description_ar: expect.any(String),
      prix: 29,
      nbr_jour: 7,
      type: 'equipement',
    });
  });

  it('GET /packsponsoring/type/{type}', async () => {
    const moto = await getJson(app, '/packsponsoring/type/moto');
    expect(moto.body.map((p: { nom: string; prix: number }) => [p.nom, p.prix])).toEqual([
      ['Boost 7 jours', 49],
      ['Premium 30 jours', 149],
    ]);
    expect(await getJson(app, '/packsponsoring/type/velo')).toMatchObject({ status: 400, body: { error: 'Le type doit valoir moto ou equipement.' } });
  });

  it('GET /packsponsoring/{id}', async () => {
    const [first] = (await getJson(app, '/packsponsoring/packs')).body;
    expect((await getJson(app, `/packsponsoring/${first.idpack}`)).body).toEqual(first);
    expect(await getJson(app, '/packsponsoring/999999')).toMatchObject({ status: 404, body: { error: 'Pack introuvable.' } });
    expect((await getJson(app, '/packsponsoring/abc')).status).toBe(400);
  });
});
