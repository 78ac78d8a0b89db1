/** GET moto/prix-marche on a small known set, and the label it gives a listing page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLabel } from '@/lib/price-guide';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertUser, type TestApp } from '@/test/fixtures';

let database: TestDatabase;
let app: TestApp;
const ids: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const seller = await insertUser(database.db);
  const comparable = { marque: 'Honda', modele: 'CB500X Guide', kilometrage: 15_000 };
  const prices: [number, number][] = [
    [60_000, 2019],
    [62_000, 2020],
    [64_000, 2021],
    [66_000, 2020],
    [68_000, 2022],
    [70_000, 2021],
  ];
  for (const [prix, model] of prices) ids.push((await insertMoto(database.db, seller.idutilisateur, { ...comparable, prix, model })).idannonce_moto);
  // Not comparable: another model, too old, another mileage band, not published, no price.
  await insertMoto(database.db, seller.idutilisateur, { ...comparable, modele: 'CB650R', prix: 10_000, model: 2020 });
  await insertMoto(database.db, seller.idutilisateur, { ...comparable, prix: 10_000, model: 2016 });
  await insertMoto(database.db, seller.idutilisateur, { ...comparable, prix: 10_000, model: 2020, kilometrage: 45_000 });
  await insertMoto(database.db, seller.idutilisateur, { ...comparable, prix: 10_000, model: 2020, etat: 'en_attente' });
  await insertMoto(database.db, seller.idutilisateur, { ...comparable, prix: null, model: 2020 });
});

afterAll(async () => {
  await database.close();
});

const guide = (query: string) => getJson(app, `/moto/prix-marche?${query}`);

describe('GET moto/prix-marche', () => {
  it('median and middle half of the comparables (brand and model in any case, year ±2, same mileage band)', async () => {
    const answer = await guide('marque=honda&modele=cb500x guide&annee=2020&kilometrage=12000');
    expect(answer).toMatchObject({ status: 200, body: { comparables: 6, mediane: 65_000, bas: 62_500, haut: 67_500 } });
    // Without a mileage, every band counts.
    expect((await guide('marque=Honda&modele=CB500X Guide&annee=2020')).body.comparables).toBe(7);
  });

  it('nothing under five comparables, the evaluated listing left out', async () => {
    expect((await guide(`marque=Honda&modele=CB500X Guide&annee=2020&kilometrage=15000&exclure=${ids[0]}`)).body).toMatchObject({
      comparables: 5,
      mediane: 66_000,
    });
    expect((await guide('marque=Honda&modele=CB500X Guide&annee=2024&kilometrage=15000')).body).toEqual({
      comparables: 1,
      mediane: null,
      bas: null,
      haut: null,
    });
    expect((await guide('marque=Inconnue&modele=X&annee=2020')).body).toEqual({ comparables: 0, mediane: null, bas: null, haut: null });
  });

  it('bad input: 400 in French', async () => {
    expect((await guide('modele=CB500X&annee=2020')).status).toBe(400);
    expect((await guide('marque=Honda&modele=CB500X')).body.error).toBe('L’année-modèle est obligatoire.');
    expect((await guide('marque=Honda&modele=CB500X&annee=deux')).status).toBe(400);
  });
});

describe('priceLabel', () => {
  const known = { comparables: 6, mediane: 65_000, bas: 62_500, haut: 67_500 };
  it.each([
    [60_000, 'Prix bas'],
    [62_500, 'Prix dans la moyenne'],
    [67_500, 'Prix dans la moyenne'],
    [70_000, 'Prix élevé'],
  ])('%i Dh: %s', (prix, label) => expect(priceLabel(prix, known)).toBe(label));
  it('no label without a price or enough comparables', () => {
    expect(priceLabel(null, known)).toBeNull();
    expect(priceLabel(60_000, { comparables: 4, mediane: null, bas: null, haut: null })).toBeNull();
  });
});
