import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertShop, insertUser, type TestApp } from '@/test/fixtures';
import { SITEMAP_CHUNK } from '@/lib/schemas/sitemap';

let database: TestDatabase;
let app: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const seller = (await insertUser(database.db)).idutilisateur;
  ids.shop = (await insertShop(database.db)).idutilisateur;
  ids.moto = (await insertMoto(database.db, seller, { titre: 'Honda PCX 125' })).idannonce_moto;
  ids.pending = (await insertMoto(database.db, seller, { etat: 'en_attente' })).idannonce_moto;
  ids.pneu = (await insertEquipement(database.db, seller, { type: 'pneu', titre: 'Michelin Road 6' })).idannonce_equipement;
});

afterAll(async () => {
  await database.close();
});

describe('the sitemap feed', () => {
  it('says how many files of listings there are', async () => {
    expect((await getJson(app, '/sitemap')).body).toEqual({ chunkSize: SITEMAP_CHUNK, motoChunks: 1, equipementChunks: 1 });
  });

  it('lists the published listings of a chunk, and nothing past the last', async () => {
    const motos = await getJson(app, '/sitemap/moto/0');
    expect(motos.body).toEqual([{ id: ids.moto, titre: 'Honda PCX 125', type: 'moto', date_modification: expect.any(String) }]);
    expect((await getJson(app, '/sitemap/equipement/0')).body).toEqual([
      { id: ids.pneu, titre: 'Michelin Road 6', type: 'pneu', date_modification: expect.any(String) },
    ]);
    expect((await getJson(app, '/sitemap/moto/1')).body).toEqual([]);
    expect((await getJson(app, '/sitemap/moto/x')).status).toBe(400);
  });

  it('lists the shops', async () => {
    expect((await getJson(app, '/sitemap/boutiques')).body).toEqual([{ idutilisateur: ids.shop, date_ajout: expect.any(String) }]);
  });
});
