/**
 * Tyre sizes as data through v1 (issue 45): the sizes of tyres already listed read from their
 * titles once (the data step of migration 0034), and a size found however a buyer types it, in a
 * list's search and in the search of every type.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertUser, type TestApp } from '@/test/fixtures';
import { runDataSteps } from '../../db/data-steps';
import { refreshSearchViews } from '../../db/queries/search';
import { fillTyreSizesFromTitles } from '../../db/queries/tyre-sizes';
import { TYRE_MESSAGES } from '@/lib/tyre-sizes';
import { annonceEquipement, etapeDonnees } from '../../db/schema';

let database: TestDatabase;
let app: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const db = database.db;
  const seller = (await insertUser(db, { telephone: '+212661000201' })).idutilisateur;
  const tyre = (titre: string, categorieNom = 'Pneus route') =>
    insertEquipement(db, seller, { titre, type: 'pneu', categorieNom, marque: null }).then((row) => row.idannonce_equipement);
  ids.karoo = await tyre('Pneu Metzeler Karoo 4 170/60 R17', 'Pneus trail');
  ids.road6 = await tyre('Pneu arrière Michelin Road 6 180/55 ZR17');
  ids.front = await tyre('Pneu avant Michelin Road 6 120/70 ZR17');
  ids.tube = await tyre('Chambre à air 18 pouces renforcée', 'Chambres à air');
  ids.trial = await tyre('Pneu trial Michelin 2.75-21');
  // Listed before sizes were data: the data step reads them, as it did on the live database.
  await db.delete(etapeDonnees).where(eq(etapeDonnees.nom, '0034-tailles-des-pneus'));
  expect(await runDataSteps(db)).toEqual(['0034-tailles-des-pneus']);
  await refreshSearchViews(db);
});

afterAll(async () => {
  await database.close();
});

const tyreIds = async (q: string) => {
  const { status, body } = await getJson(app, `/equipement/annonce?type=pneu&q=${encodeURIComponent(q)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.annonces as { idannonce_equipement: number }[]).map((a) => a.idannonce_equipement);
};

describe('the tyres listed before sizes were data', () => {
  it('have the size their title names, front or rear where it says, and nothing where it names none', async () => {
    const rows = await database.db
      .select({ id: annonceEquipement.idannonce_equipement, taille: annonceEquipement.pneu_taille, position: annonceEquipement.pneu_position })
      .from(annonceEquipement);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.karoo!)).toMatchObject({ taille: '170-60-17', position: null });
    expect(byId.get(ids.road6!)).toMatchObject({ taille: '180-55-17', position: 'arriere' });
    expect(byId.get(ids.front!)).toMatchObject({ taille: '120-70-17', position: 'avant' });
    expect(byId.get(ids.trial!)).toMatchObject({ taille: '2-75-21' });
    expect(byId.get(ids.tube!)).toMatchObject({ taille: null, position: null });
  });

  it('are read once: the step is not run again', async () => {
    expect(await runDataSteps(database.db)).toEqual([]);
  });
});

describe('a tyre size in a search', () => {
  it.each(['170/60 R17', '170 60 r17', '170/60-17', '170/60ZR17', '170x60x17', '170 / 60 - R 17', 'metzeler 170 60 17', '170/60 R17 pneu'])(
    '%j finds the tyre of that size only',
    async (q) => {
      expect(await tyreIds(q)).toEqual([ids.karoo]);
    },
  );

  it('finds none of another size, and an inch size by its size', async () => {
    expect(await tyreIds('170/60 R18')).toEqual([]);
    expect(await tyreIds('michelin 170/60 17')).toEqual([]);
    expect(await tyreIds('2.75-21')).toEqual([ids.trial]);
    expect(await tyreIds('2,75 21')).toEqual([ids.trial]);
  });

  it('leaves a partial size to the words, as before', async () => {
    expect((await tyreIds('michelin 120/70')).sort()).toEqual([ids.front]);
  });

  it('makes tyres the best type of the search of every type', async () => {
    const { status, body } = await getJson(app, `/recherche?q=${encodeURIComponent('180 55 zr17')}`);
    expect(status).toBe(200);
    expect(body.meilleur).toBe('pneu');
    expect(body.types).toEqual(
      expect.arrayContaining([
        { type: 'pneu', total: 1, totalEstime: false },
        { type: 'moto', total: 0, totalEstime: false },
      ]),
    );
    expect(body.equipements.map((a: { idannonce_equipement: number }) => a.idannonce_equipement)).toEqual([ids.road6]);
  });
});

describe('the size filter (taille) and the sizes of published tyres', () => {
  const filtered = async (taille: string) => getJson(app, `/equipement/annonce?taille=${encodeURIComponent(taille)}`);

  it('lists the tyres of a size, named by its key or written any way', async () => {
    for (const taille of ['170-60-17', '170/60 R17', '170 60 17']) {
      const { status, body } = await filtered(taille);
      expect(status).toBe(200);
      expect(body.annonces.map((a: { idannonce_equipement: number }) => a.idannonce_equipement)).toEqual([ids.karoo]);
    }
    expect((await filtered('2-75-21')).body.annonces.map((a: { idannonce_equipement: number }) => a.idannonce_equipement)).toEqual([ids.trial]);
    expect((await filtered('130-70-12')).body).toMatchObject({ total: 0, annonces: [] });
  });

  it('refuses a size it cannot read: 400 in French', async () => {
    for (const [taille, error] of [
      ['120-70', TYRE_MESSAGES.unreadable],
      ['123-70-17', TYRE_MESSAGES.width],
      ['abc', TYRE_MESSAGES.unreadable],
      ['1'.repeat(60), TYRE_MESSAGES.unreadable],
    ]) {
      expect(await filtered(taille!)).toMatchObject({ status: 400, body: { error } });
    }
  });

  it('counts the sizes of published tyres, the most listed first, with their prices', async () => {
    const db = database.db;
    const seller = (await insertUser(db, { telephone: '+212661000202' })).idutilisateur;
    const more = await insertEquipement(db, seller, {
      titre: 'Pneu Pirelli Scorpion Trail 170/60 R17',
      type: 'pneu',
      categorieNom: 'Pneus trail',
      prix: 1_900,
    });
    await insertEquipement(db, seller, { titre: 'Pneu Mitas 170/60 R17 en attente', type: 'pneu', categorieNom: 'Pneus trail', etat: 'en_attente' });
    await fillTyreSizesFromTitles(db);
    const { status, body } = await getJson(app, '/equipement/pneu/tailles');
    expect(status).toBe(200);
    expect(body[0]).toEqual({ taille: '170-60-17', annonces: 2, prix_min: Math.min(4_500, 1_900), prix_max: 4_500 });
    expect(body.map((size: { taille: string }) => size.taille).sort()).toEqual(['120-70-17', '170-60-17', '180-55-17', '2-75-21']);
    expect((await getJson(app, '/equipement/pneu/tailles?min=2')).body).toHaveLength(1);
    expect((await getJson(app, '/equipement/pneu/tailles?min=0')).status).toBe(400);
    await db.delete(annonceEquipement).where(eq(annonceEquipement.idannonce_equipement, more.idannonce_equipement));
  });
});
