/**
 * My garage through v1 (issue 45): each person reads and changes only their own garage (an account
 * by its bearer, a guest by its device's id), the last one added is the one chosen, five at most,
 * one model and year once, only reference models and sensible years, a guest's garage joins the
 * account's at sign-in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, insertUser, referenceModelId, visitorCaller, type TestApp } from '@/test/fixtures';
import { GARAGE_MESSAGES, MAX_GARAGE_BIKES } from '@/lib/garage';
import { FAVOURITE_MESSAGES } from '@/lib/favourites';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
type Who = 'particulier' | 'boutique' | 'admin' | 'other';
const tokens: Record<Who, string> = { particulier: '', boutique: '', admin: '', other: '' };
const models: Record<'mt07' | 'cb500f' | 'tiger' | 'z900' | 'duke' | 'r1250gs', number> = { mt07: 0, cb500f: 0, tiger: 0, z900: 0, duke: 0, r1250gs: 0 };

let as: ReturnType<typeof visitorCaller<Who>>;
const modelId = (brand: string, name: string) => referenceModelId(database.db, brand, name);

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  as = visitorCaller(app, tokens);
  for (const [i, who] of (['particulier', 'boutique', 'admin', 'other'] as const).entries()) {
    const uid = `garage-${who}-${run}`;
    const role = who === 'other' ? 'particulier' : who;
    await insertUser(database.db, {
      uid,
      email: `${uid}@test.ma`,
      role,
      telephone: `+21266840000${i}`,
      ...(role === 'boutique' ? { nom_entreprise: 'Moto Shop' } : {}),
    });
    tokens[who] = await emulatorIdToken(uid, `${uid}@test.ma`);
  }
  models.mt07 = await modelId('Yamaha', 'MT-07');
  models.cb500f = await modelId('Honda', 'CB500F');
  models.tiger = await modelId('Triumph', 'Tiger 900');
  models.z900 = await modelId('Kawasaki', 'Z900');
  models.duke = await modelId('KTM', '390 Duke');
  models.r1250gs = await modelId('BMW', 'R 1250 GS');
});

afterAll(async () => {
  await database.close();
});

describe('who may keep a garage', () => {
  it('refuses a caller who is neither signed in nor a guest, and a malformed guest id', async () => {
    for (const [method, path, body] of [
      ['GET', '/garage'],
      ['POST', '/garage', { idmodele: 1, annee: 2018 }],
      ['PUT', '/garage/1/choisie'],
      ['DELETE', '/garage/1'],
    ] as const) {
      const anonymous = await as(null, method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toMatchObject({ error: FAVOURITE_MESSAGES.noOwner, code: 'favourite.noOwner' });
      expect((await as('guest:aaaaaaaa', method, path, body)).status).toBe(401);
      expect((await as(`guest:${randomUUID().toUpperCase()}`, method, path, body)).status).toBe(401);
    }
  });

  it('gives every signed-in role and every guest a garage of its own, which no other caller reads or changes', async () => {
    const guest = randomUUID();
    const callers = ['particulier', 'boutique', 'admin', 'other', `guest:${guest}`] as const;
    const added = new Map<string, number>();
    for (const who of callers) {
      const answer = await as(who, 'POST', '/garage', { idmodele: models.mt07, annee: 2018 });
      expect(answer.status, who).toBe(201);
      added.set(who, answer.body.idgarage);
    }
    for (const who of callers) {
      const { status, body } = await as(who, 'GET', '/garage');
      expect(status).toBe(200);
      expect(body).toEqual({
        max: MAX_GARAGE_BIKES,
        motos: [
          {
            idgarage: added.get(who),
            idmodele: models.mt07,
            marque: 'Yamaha',
            marqueSlug: 'yamaha',
            modele: 'MT-07',
            annee: 2018,
            choisie: true,
            pneu_avant: '120-70-17',
            pneu_arriere: '180-55-17',
          },
        ],
      });
    }
    // Another's motorcycle, an admin's included, is not found: choosing or removing it changes nothing.
    const particuliers = added.get('particulier')!;
    for (const who of ['boutique', 'admin', 'other', `guest:${guest}`] as const) {
      expect((await as(who, 'PUT', `/garage/${particuliers}/choisie`)).body).toMatchObject({ code: 'garage.notFound', error: GARAGE_MESSAGES.notFound });
      expect((await as(who, 'DELETE', `/garage/${particuliers}`)).status).toBe(404);
    }
    expect((await as('particulier', 'GET', '/garage')).body.motos).toHaveLength(1);
    for (const who of callers) expect((await as(who, 'DELETE', `/garage/${added.get(who)}`)).status).toBe(200);
    for (const who of callers) expect((await as(who, 'GET', '/garage')).body.motos).toEqual([]);
  });
});

describe('a garage', () => {
  it('chooses the motorcycle just added, lets another be chosen, and chooses the newest left when the chosen one goes', async () => {
    const me = `guest:${randomUUID()}` as const;
    const mt07 = (await as(me, 'POST', '/garage', { idmodele: models.mt07, annee: 2018 })).body.idgarage;
    const cb500f = (await as(me, 'POST', '/garage', { idmodele: models.cb500f })).body.idgarage;
    const chosen = async () => (await as(me, 'GET', '/garage')).body.motos.map((bike: { idgarage: number; choisie: boolean }) => [bike.idgarage, bike.choisie]);
    expect(await chosen()).toEqual([
      [cb500f, true],
      [mt07, false],
    ]);
    expect((await as(me, 'PUT', `/garage/${mt07}/choisie`)).status).toBe(200);
    expect(await chosen()).toEqual([
      [mt07, true],
      [cb500f, false],
    ]);
    expect((await as(me, 'DELETE', `/garage/${mt07}`)).status).toBe(200);
    expect(await chosen()).toEqual([[cb500f, true]]);
    expect((await as(me, 'DELETE', `/garage/${mt07}`)).status).toBe(404);
  });

  it('keeps a model and year once, five motorcycles at most, and says the year is not known rather than guessing the sizes of a model whose versions differ', async () => {
    const me = `guest:${randomUUID()}` as const;
    expect((await as(me, 'POST', '/garage', { idmodele: models.tiger, annee: null })).status).toBe(201);
    expect((await as(me, 'POST', '/garage', { idmodele: models.tiger })).body).toMatchObject({ code: 'garage.already', error: GARAGE_MESSAGES.already });
    // The same model of another year is another motorcycle.
    expect((await as(me, 'POST', '/garage', { idmodele: models.tiger, annee: 2021 })).status).toBe(201);
    const tiger = (await as(me, 'GET', '/garage')).body.motos[0];
    expect(tiger).toMatchObject({ modele: 'Tiger 900', annee: 2021, pneu_avant: null, pneu_arriere: null });
    for (const idmodele of [models.z900, models.duke, models.r1250gs]) expect((await as(me, 'POST', '/garage', { idmodele, annee: 2020 })).status).toBe(201);
    const sixth = await as(me, 'POST', '/garage', { idmodele: models.mt07, annee: 2020 });
    expect(sixth).toMatchObject({ status: 409, body: { code: 'garage.limit', params: { max: 5 }, error: GARAGE_MESSAGES.limit() } });
    expect((await as(me, 'GET', '/garage')).body.motos).toHaveLength(MAX_GARAGE_BIKES);
  });

  it('refuses a model that is not in the reference data and a year out of range, with a French message', async () => {
    const me = `guest:${randomUUID()}` as const;
    const nextYear = new Date().getFullYear() + 1;
    for (const [body, code] of [
      [{ idmodele: 999_999 }, 'garage.unknownModel'],
      [{ idmodele: -3 }, 'garage.unknownModel'],
      [{ idmodele: 'MT-07' }, 'garage.unknownModel'],
      [{}, 'garage.unknownModel'],
      [{ idmodele: models.mt07, annee: 1949 }, 'garage.year'],
      [{ idmodele: models.mt07, annee: nextYear + 1 }, 'garage.year'],
      [{ idmodele: models.mt07, annee: 2018.5 }, 'garage.year'],
      [{ idmodele: models.mt07, annee: '2018' }, 'garage.year'],
    ] as const) {
      const answer = await as(me, 'POST', '/garage', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
      expect(answer.body.error).toMatch(/^(Modèle de moto inconnu|Année de la moto invalide)/);
    }
    expect((await as(me, 'POST', '/garage', { idmodele: models.mt07, annee: nextYear })).status).toBe(201);
    expect((await as(me, 'PUT', '/garage/abc/choisie')).status).toBe(400);
    expect((await as(me, 'GET', '/garage')).body.motos).toHaveLength(1);
  });
});

describe('a guest who signs in', () => {
  it('finds the garage of their device in their account, their choice kept, a motorcycle already there not twice, and the guest keeps none', async () => {
    const guest = randomUUID();
    expect((await as('boutique', 'POST', '/garage', { idmodele: models.cb500f, annee: 2019 })).status).toBe(201);
    expect((await as(`guest:${guest}`, 'POST', '/garage', { idmodele: models.cb500f, annee: 2019 })).status).toBe(201);
    expect((await as(`guest:${guest}`, 'POST', '/garage', { idmodele: models.mt07, annee: 2018 })).status).toBe(201);
    const link = await as('boutique', 'POST', '/utilisateur/link-fcm-token', { guestId: guest });
    expect(link).toMatchObject({ status: 200, body: { motos: 1 } });
    const { motos } = (await as('boutique', 'GET', '/garage')).body;
    expect(motos.map((bike: { modele: string; annee: number; choisie: boolean }) => [bike.modele, bike.annee, bike.choisie])).toEqual([
      ['MT-07', 2018, true],
      ['CB500F', 2019, false],
    ]);
    expect((await as(`guest:${guest}`, 'GET', '/garage')).body.motos).toEqual([]);
    expect((await as('boutique', 'POST', '/utilisateur/link-fcm-token', { guestId: guest })).body.motos).toBe(0);
  });
});
