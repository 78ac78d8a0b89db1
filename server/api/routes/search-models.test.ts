/**
 * Every model of the reference data, however people write it, finds its listings first: joined
 * ("crypton115"), spaced ("gsx s 750"), hyphenated, after its brand, and in its well-known short
 * forms ("r3", "fatboy"). Found 2026-11-27: "crypton115", "agility125", "burgman400", "liberty125",
 * "kisbee50", "gsx s750", "fatboy" and "r3" found nothing, though the demo data had each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertUser, type TestApp } from '@/test/fixtures';
import { foldLatin } from '@/lib/text';
import { MOTO_BRANDS } from '../../db/seed/reference-data';
import { annonceMoto } from '../../db/schema';
import { createLimiters, RATE_LIMITS } from '../rate-limits';

let database: TestDatabase;
let app: TestApp;

/** Each reference model with its brand, once per name (a name two brands share is checked as found, not first). */
const MODELS = MOTO_BRANDS.flatMap((brand) => brand.modeles.map((model) => ({ marque: brand.nom, modele: model.nom, cylindre: model.cylindre })));
const sharedNames = new Set(MODELS.filter((model, i) => MODELS.findIndex((other) => other.modele === model.modele) !== i).map((model) => model.modele));

/** The runs of letters and digits of a name ("GSX-S750" → gsx, s, 750). */
const runsOf = (name: string) => foldLatin(name).match(/[a-z]+|[0-9]+/g) ?? [];

/** The ways a model is written, each marked with whether its model must come first. */
function shapes(marque: string, modele: string): { q: string; first: boolean }[] {
  const runs = runsOf(modele);
  const pieces = foldLatin(modele)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const written = [
    { q: runs.join(''), first: true },
    { q: runs.join(' '), first: true },
    { q: runs.join('-'), first: true },
    { q: `${marque} ${runs.join('')}`, first: true },
    { q: `${marque} ${modele}`.toUpperCase(), first: true },
  ];
  // Short forms name a family, not always one model: found, not necessarily first.
  if (pieces.length > 1) {
    const code = pieces.slice(1).join('');
    if (/[a-z]/.test(code) && /[0-9]/.test(code)) written.push({ q: code, first: false });
  }
  // Without a closing number that stands apart ("fatboy" for Fat Boy 114; never "yzfr" for YZF-R1, "hj125" for HJ125-7).
  if (/\s[0-9]+$/.test(modele) && !/^[0-9]+$/.test(pieces.at(-2)!) && pieces.slice(0, -1).join('').length >= 3) {
    written.push({ q: pieces.slice(0, -1).join(''), first: false });
  }
  return written;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Hundreds of searches from one client: the word search limit is tested elsewhere.
  app = createTestApp(database.db, { limiters: createLimiters({ ...RATE_LIMITS, wordSearches: { ...RATE_LIMITS.wordSearches, points: 100_000 } }) });
  const seller = (await insertUser(database.db)).idutilisateur;
  await database.db.insert(annonceMoto).values(
    MODELS.map((model, i) => ({
      idutilisateur: seller,
      titre: `${model.marque} ${model.modele} ${2015 + (i % 10)}`,
      description: 'Très bon état, papiers en règle.',
      prix: 20_000 + i * 100,
      marque: model.marque,
      modele: model.modele,
      model: 2015 + (i % 10),
      kilometrage: 10_000,
      cylindre: model.cylindre,
      ville: 'Casablanca',
      photos: ['annonces/moto/1.jpg'],
      etat: 'publiee',
      date_publication: new Date(Date.now() - i * 60_000),
    })),
  );
});

afterAll(async () => {
  await database.close();
});

describe('a model however it is written', () => {
  it.each(MODELS.map((model) => [`${model.marque} ${model.modele}`, model] as const))('%s', async (_name, model) => {
    for (const { q, first } of shapes(model.marque, model.modele)) {
      const { status, body } = await getJson<{ annonces: { marque: string; modele: string }[] }>(app, `/moto/annonce?q=${encodeURIComponent(q)}&limit=50`);
      expect(status, q).toBe(200);
      const found = body.annonces.map((listing) => `${listing.marque} ${listing.modele}`);
      expect(found, `"${q}" finds ${model.marque} ${model.modele}`).toContain(`${model.marque} ${model.modele}`);
      if (first && !sharedNames.has(model.modele))
        expect(found[0], `"${q}" finds ${model.marque} ${model.modele} first`).toBe(`${model.marque} ${model.modele}`);
    }
  });
});
