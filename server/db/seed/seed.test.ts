import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson } from '@/test/fixtures';
import { isEmptyMarketplace, seedDemo, seedReferenceData } from '.';
import { ORIGINAL_TYRES } from './original-tyres';
import { motoPhotoSvg, productPhotoSvg, brandLogoSvg, PHOTO_HEIGHT, PHOTO_WIDTH } from './drawings';
import { writePictures } from './images';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('seedDemo', () => {
  it('fills an empty marketplace that the API then serves', async () => {
    expect(await isEmptyMarketplace(database.db)).toBe(true);
    const summary = await seedDemo(database.db);
    expect(summary).toMatchObject({ users: 27 });
    expect(await isEmptyMarketplace(database.db)).toBe(false);

    const app = createTestApp(database.db);
    const motos = await getJson(app, '/moto/annonce');
    expect(motos.body.total).toBeGreaterThanOrEqual(150);
    for (const type of ['moto', 'motard', 'piece', 'pneu']) {
      expect((await getJson(app, `/equipement/annonce?type=${type}`)).body.total).toBeGreaterThanOrEqual(20);
    }
    // The demo tyres have the sizes their titles name, and a size typed as buyers type it finds them.
    const sized = await database.db.execute<{ titre: string; pneu_taille: string | null }>(
      sql`select titre, pneu_taille from annonce_equipement where type = 'pneu' and titre ~ '[0-9]{2,3}/[0-9]{2,3}'`,
    );
    expect(sized.rows.length).toBeGreaterThan(0);
    expect(sized.rows.filter((row) => row.pneu_taille === null)).toEqual([]);
    const published = await database.db.execute<{ pneu_taille: string }>(
      sql`select pneu_taille from annonce_equipement where etat = 'publiee' and pneu_serie is not null limit 1`,
    );
    const typed = published.rows[0]!.pneu_taille.replaceAll('-', ' '); // "120 70 17"
    const found = await getJson(app, `/equipement/annonce?type=pneu&q=${encodeURIComponent(typed)}`);
    expect(found.body.total).toBeGreaterThan(0);
    // Parts fit what their titles name; a universal one fits every motorcycle; rider equipment, none.
    const fitted = await database.db.execute<{ type: string; titre: string; compatibilites: { marque: string; modele: string }[]; universel: boolean }>(
      sql`select type, titre, compatibilites, universel from annonce_equipement`,
    );
    for (const row of fitted.rows) {
      if (row.titre.includes('pour Honda CB500F')) expect(row.compatibilites).toMatchObject([{ marque: 'Honda', modele: 'CB500F' }]);
      if (/universel/i.test(row.titre)) expect(row).toMatchObject({ universel: true, compatibilites: [] });
      if (row.type === 'motard') expect(row).toMatchObject({ universel: false, compatibilites: [] });
    }
    expect(fitted.rows.filter((row) => row.compatibilites.length > 0).length).toBeGreaterThan(10);
    expect(fitted.rows.some((row) => row.universel)).toBe(true);
    expect((await getJson(app, '/sponsoring/type/moto')).body.length).toBeGreaterThanOrEqual(5);
    expect((await getJson(app, '/premiumads?emplacement=banner&device=mobile')).body).toHaveLength(1);
    expect((await getJson(app, '/premiumads?emplacement=banner&device=desktop')).body).toHaveLength(1);
    expect((await getJson(app, '/premiumads?emplacement=card&page=annonces')).body).toHaveLength(3);
    expect((await getJson(app, '/utilisateur/boutiques-accueil')).body).toHaveLength(6);
    expect((await getJson(app, '/marque/home')).body.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps reference data idempotent', async () => {
    const count = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select (select count(*) from ville) + (select count(*) from marque) + (select count(*) from categorie) + (select count(*) from pack_sponsoring) + (select count(*) from modele) as n`,
        )
      ).rows[0]!.n;
    const before = await count();
    await seedReferenceData(database.db);
    expect(await count()).toBe(before);
  });

  it('gives a brand known before its Arabic presentation that presentation, and keeps one already there', async () => {
    await database.db.execute(sql`update marque set description_ar = null where nom_marque = 'Honda'`);
    await database.db.execute(sql`update marque set description_ar = 'نص معدل' where nom_marque = 'Suzuki'`);
    await seedReferenceData(database.db);
    const { rows } = await database.db.execute<{ nom_marque: string; description_ar: string }>(
      sql`select nom_marque, description_ar from marque where nom_marque in ('Honda', 'Suzuki') order by nom_marque`,
    );
    expect(rows).toEqual([
      { nom_marque: 'Honda', description_ar: expect.stringMatching(/^الأولى عالميًا/) },
      { nom_marque: 'Suzuki', description_ar: 'نص معدل' },
    ]);
  });

  it('gives the reference models their original tyre sizes, one for each model the table names, and keeps sizes already there', async () => {
    await database.db.execute(sql`update modele set pneu_avant = null, pneu_arriere = null where nom_modele = 'MT-07'`);
    await database.db.execute(sql`update modele set pneu_avant = '130-70-17' where nom_modele = 'CB500F'`);
    await seedReferenceData(database.db);
    const { rows } = await database.db.execute<{ nom_modele: string; pneu_avant: string | null; pneu_arriere: string | null }>(
      sql`select nom_modele, pneu_avant, pneu_arriere from modele where nom_modele in ('MT-07', 'CB500F', 'Tiger 900') order by nom_modele`,
    );
    expect(rows).toEqual([
      { nom_modele: 'CB500F', pneu_avant: '130-70-17', pneu_arriere: '160-60-17' },
      { nom_modele: 'MT-07', pneu_avant: '120-70-17', pneu_arriere: '180-55-17' },
      // Its versions differ (19 or 21 inches in front): not guessed.
      { nom_modele: 'Tiger 900', pneu_avant: null, pneu_arriere: null },
    ]);
    const named = Object.entries(ORIGINAL_TYRES).flatMap(([brand, models]) => Object.keys(models).map((model) => `${brand} ${model}`));
    const { rows: found } = await database.db.execute<{ nom: string }>(
      sql`select ma.nom_marque || ' ' || m.nom_modele as nom from modele m join marque ma using (idmarque) where m.pneu_arriere is not null`,
    );
    expect(found.map((row) => row.nom).sort()).toEqual(expect.arrayContaining(named.sort()));
    expect(named.length).toBeGreaterThanOrEqual(80);
  });

  it('gives the reference packs their Arabic texts when missing, and keeps an admin’s', async () => {
    await database.db.execute(sql`update pack_sponsoring set nom_ar = null, description_ar = null where nom = 'Premium 30 jours' and type = 'moto'`);
    await database.db.execute(sql`update pack_sponsoring set nom_ar = 'اسم من الإدارة' where nom = 'Boost 7 jours' and type = 'moto'`);
    await seedReferenceData(database.db);
    const { rows } = await database.db.execute<{ nom: string; nom_ar: string; description_ar: string }>(
      sql`select nom, nom_ar, description_ar from pack_sponsoring where type = 'moto' and nom in ('Premium 30 jours', 'Boost 7 jours') order by nom`,
    );
    expect(rows).toEqual([
      { nom: 'Boost 7 jours', nom_ar: 'اسم من الإدارة', description_ar: expect.any(String) },
      { nom: 'Premium 30 jours', nom_ar: 'بريميوم 30 يومًا', description_ar: 'شهر كامل من الإبراز، بأفضل ثمن لليوم.' },
    ]);
  });
});

describe('writePictures', () => {
  it('renders JPEG photos and writes SVG logos, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-pictures-'));
    try {
      const pictures = [
        { path: 'demo/motos/trail.jpg', svg: motoPhotoSvg('Trail', 'bleu', 'plein-air', 0) },
        { path: 'demo/equipements/casque.jpg', svg: productPhotoSvg('Casques', 'rouge', 2) },
        { path: 'demo/marques/yamaha.svg', svg: brandLogoSvg('Yamaha', '#1b3f94') },
      ];
      expect(await writePictures(dir, pictures, { cacheDir: null })).toBe(3);
      const photo = await sharp(path.join(dir, 'demo/motos/trail.jpg')).metadata();
      expect(photo).toMatchObject({ format: 'jpeg', width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
      expect((await sharp(path.join(dir, 'demo/equipements/casque.jpg')).metadata()).format).toBe('jpeg');
      expect(fs.readFileSync(path.join(dir, 'demo/marques/yamaha.svg'), 'utf8')).toContain('YAMAHA');
      expect(await writePictures(dir, pictures, { cacheDir: null })).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'demo/motos'))).toEqual(['trail.jpg']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps rendered photos, named by their drawing, for the next uploads folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-pictures-'));
    const cacheDir = path.join(root, 'cache');
    const trail = { path: 'demo/motos/trail.jpg', svg: motoPhotoSvg('Trail', 'bleu', 'plein-air', 0) };
    try {
      expect(await writePictures(path.join(root, 'a'), [trail], { cacheDir })).toBe(1);
      const [kept] = fs.readdirSync(cacheDir);
      expect(kept).toMatch(/^[0-9a-f]{40}\.jpg$/);
      expect(fs.readFileSync(path.join(cacheDir, kept!)).equals(fs.readFileSync(path.join(root, 'a', trail.path)))).toBe(true);
      // The next folder copies what the cache holds (here a stand-in, to tell it from a rendering).
      const standIn = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer();
      fs.writeFileSync(path.join(cacheDir, kept!), standIn);
      expect(await writePictures(path.join(root, 'b'), [trail], { cacheDir })).toBe(1);
      expect(fs.readFileSync(path.join(root, 'b', trail.path)).equals(standIn)).toBe(true);
      // Another drawing is rendered and kept under its own name.
      await writePictures(path.join(root, 'b'), [{ path: 'demo/motos/trail-rouge.jpg', svg: motoPhotoSvg('Trail', 'rouge', 'plein-air', 0) }], { cacheDir });
      expect(fs.readdirSync(cacheDir)).toHaveLength(2);
      expect((await sharp(path.join(root, 'b', 'demo/motos/trail-rouge.jpg')).metadata()).width).toBe(PHOTO_WIDTH);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
