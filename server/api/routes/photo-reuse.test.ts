/**
 * Photos seen elsewhere (issue 43), through v1 with real files: a photo uploaded by one seller,
 * then re-posted by another cropped, resized and re-encoded, holds the second listing with both
 * pictures as evidence; the same seller's photo on a second live listing is a duplicate; plain
 * pictures carry no fingerprint; a photo taken off a listing or deleted with it is forgotten.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoMatch } from '@/lib/trust';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertUser, type TestApp } from '@/test/fixtures';
import { scenePhoto, stolenCopy } from '@/test/photos';
import sharp from 'sharp';
import { annonceMoto, empreintePhoto } from '../../db/schema';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
type Who = 'honest' | 'thief' | 'admin';
const tokens = {} as Record<Who, string>;

const auth = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });

async function upload(who: Who, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const answer = await getJson(app, '/upload/photo', { method: 'POST', headers: auth(who), body: form });
  expect(answer.status).toBe(201);
  return answer.body.path as string;
}

function send(method: string, path: string, who: Who, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { ...auth(who), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const moto = (photos: string[], titre: string) => ({
  titre,
  // A description of its own: the same one from two accounts is another signal.
  description: `${titre} : entretien suivi, factures disponibles, visible sur rendez-vous.`,
  prix: 48_000,
  ville: 'Rabat',
  neuf: false,
  photos,
  marque: 'yamaha',
  modele: 'XJ6',
  model: 2014,
  kilometrage: 41_000,
  cylindre: 600,
  categorie_moto: 'Roadster',
});

async function post(who: Who, photos: string[], titre: string) {
  const answer = await send('POST', '/moto/utilisateur/annonce', who, moto(photos, titre));
  expect(answer.status).toBe(201);
  const [row] = await database.db
    .select()
    .from(annonceMoto)
    .where(eq(annonceMoto.idannonce_moto, answer.body.id as number));
  return row!;
}

const signal = (row: typeof annonceMoto.$inferSelect, code: string) =>
  (row.risque_signaux as { code: string; preuve: Record<string, unknown> }[] | null)?.find((found) => found.code === code);

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const aMonthAgo = new Date(Date.now() - 30 * 86_400_000);
  for (const who of ['honest', 'thief', 'admin'] as const) {
    const [uid, email] = [`reuse-${who}-${run}`, `reuse-${who}-${run}@test.ma`];
    await insertUser(database.db, { uid, email, role: who === 'admin' ? 'admin' : 'particulier', date_ajout: aMonthAgo, telephone_verifie: new Date() });
    tokens[who] = await emulatorIdToken(uid, email);
  }
});

afterAll(async () => {
  await database.close();
});

describe('photos seen elsewhere', () => {
  it('another seller’s photo, cropped, resized and re-encoded, holds the listing with both pictures', async () => {
    const [original, second] = await Promise.all([scenePhoto(7), scenePhoto(8)]);
    const honestPhotos = [await upload('honest', original), await upload('honest', second)];
    const honest = await post('honest', honestPhotos, 'Yamaha XJ6 2014');
    expect(honest.etat).toBe('publiee');
    expect(signal(honest, 'photo_autre_compte')).toBeUndefined();

    const copied = await upload('thief', await stolenCopy(original));
    const own = await upload('thief', await scenePhoto(9));
    const stolen = await post('thief', [own, copied], 'Yamaha XJ6 très bon prix');
    expect(stolen.etat).toBe('en_attente');
    const found = signal(stolen, 'photo_autre_compte');
    expect(found).toMatchObject({ poids: 50, fort: true, preuve: { annonces: 1 } });
    const [pair] = found!.preuve.paires as PhotoMatch[];
    expect(pair).toMatchObject({ photo: copied, autre: honestPhotos[0], annonce: `moto-${honest.idannonce_moto}`, titre: 'Yamaha XJ6 2014' });
    expect(pair!.ecart).toBeLessThanOrEqual(10);

    // The admin's detail carries the evidence, as v1 documents it.
    const detail = await send('GET', `/moto/admin/annonce/${stolen.idannonce_moto}`, 'admin');
    expect(detail.status).toBe(200);
    expect(detail.body.risque_signaux).toContainEqual(
      expect.objectContaining({ code: 'photo_autre_compte', preuve: expect.objectContaining({ paires: [pair] }) }),
    );
    // The seller never sees it.
    const mine = await send('GET', `/moto/utilisateur/annonce/${stolen.idannonce_moto}`, 'thief');
    expect(JSON.stringify(mine.body)).not.toContain('photo_autre_compte');
  });

  it('the same seller’s photo on a second live listing is a duplicate listing', async () => {
    const photo = await scenePhoto(21);
    const first = await post('honest', [await upload('honest', photo)], 'Yamaha XJ6 2014 noire');
    expect(first.risque_signaux).toEqual([]);
    expect(first.etat).toBe('publiee');
    const again = await post('honest', [await upload('honest', await sharp(photo).resize(1200).jpeg({ quality: 70 }).toBuffer())], 'Yamaha XJ6 noire 2014');
    expect(again.etat).toBe('en_attente');
    expect(signal(again, 'photo_doublon')).toMatchObject({ poids: 35, fort: false, preuve: { annonces: 1 } });
    expect(signal(again, 'photo_autre_compte')).toBeUndefined();
  });

  it('plain pictures carry no fingerprint: two sellers’ plain red photos are no match', async () => {
    const plain = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c81e28' } })
      .jpeg()
      .toBuffer();
    const path = await upload('honest', plain);
    expect(await database.db.select({ empreinte: empreintePhoto.empreinte }).from(empreintePhoto).where(eq(empreintePhoto.chemin, path))).toEqual([
      { empreinte: null },
    ]);
    await post('honest', [path], 'Yamaha XJ6 2014 rouge');
    const other = await post('thief', [await upload('thief', plain)], 'Yamaha XJ6 rouge');
    expect(signal(other, 'photo_autre_compte')).toBeUndefined();
  });

  it('a photo taken off a listing, or deleted with it, is forgotten', async () => {
    const [kept, dropped] = [await upload('honest', await scenePhoto(31)), await upload('honest', await scenePhoto(32))];
    const listing = await post('honest', [kept, dropped], 'Yamaha XJ6 2014 à saisir');
    const edited = await send('PUT', `/moto/utilisateur/annonce/${listing.idannonce_moto}`, 'honest', moto([kept], 'Yamaha XJ6 2014 à saisir'));
    expect(edited.status).toBe(200);
    const left = async () =>
      (
        await database.db
          .select()
          .from(empreintePhoto)
          .where(inArray(empreintePhoto.chemin, [kept, dropped]))
      ).map((row) => row.chemin);
    expect(await left()).toEqual([kept]);
    expect((await send('DELETE', `/moto/admin/annonce/${listing.idannonce_moto}`, 'admin')).status).toBe(200);
    expect(await left()).toEqual([]);
  });
});
