import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson } from '@/test/fixtures';
import { isEmptyMarketplace, seedDemo, seedReferenceData } from '.';
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
    expect((await getJson(app, '/sponsoring/type/moto')).body.length).toBeGreaterThanOrEqual(5);
    expect((await getJson(app, '/premiumads?emplacement=banner&device=mobile')).body).toHaveLength(1);
    expect((await getJson(app, '/premiumads?emplacement=banner&device=desktop')).body).toHaveLength(1);
    expect((await getJson(app, '/premiumads?emplacement=card&page=annonces')).body).toHaveLength(3);
    expect((await getJson(app, '/utilisateur/boutiques-accueil')).body).toHaveLength(6);
    expect((await getJson(app, '/marque/home')).body.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps reference data idempotent', async () => {
    const count = async () =>
      (await database.db.execute<{ n: number }>(sql`select (select count(*) from ville) + (select count(*) from marque) + (select count(*) from categorie) + (select count(*) from pack_sponsoring) + (select count(*) from modele) as n`)).rows[0]!.n;
    const before = await count();
    await seedReferenceData(database.db);
    expect(await count()).toBe(before);
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
      expect(await writePictures(dir, pictures)).toBe(3);
      const photo = await sharp(path.join(dir, 'demo/motos/trail.jpg')).metadata();
      expect(photo).toMatchObject({ format: 'jpeg', width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
      expect((await sharp(path.join(dir, 'demo/equipements/casque.jpg')).metadata()).format).toBe('jpeg');
      expect(fs.readFileSync(path.join(dir, 'demo/marques/yamaha.svg'), 'utf8')).toContain('YAMAHA');
      expect(await writePictures(dir, pictures)).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'demo/motos'))).toEqual(['trail.jpg']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
