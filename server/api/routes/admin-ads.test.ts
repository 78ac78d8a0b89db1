/**
 * Premium ads in the back office, through v1: a campaign and a card ad created (it runs on the
 * public list at once), its reach, clicks, click-through rate and cost so far, switched off (it
 * stops), and bad input refused in French (a javascript: link, dates the wrong way round).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUpload, utilisateur } from '../../db/schema';
import { AD_MESSAGES } from '@/lib/schemas/admin-ads';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertUser, type TestApp } from '@/test/fixtures';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
let token: string;

function asAdmin(method: string, path: string, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const day = 24 * 60 * 60 * 1000;
const campaign = () => ({
  nom: `Hiver ${run}`,
  nom_entreprise: 'Casques Atlas',
  date_debut: new Date(Date.now() - day).toISOString(),
  date_fin: new Date(Date.now() + 30 * day).toISOString(),
});
const ad = {
  image_url: 'demo/ads/casque.webp',
  redirect_url: 'https://casques-atlas.ma/promo',
  titre: 'Casques -20 %',
  texte: 'Toute la gamme',
  device: 'tous',
  emplacement: 'card',
  page_cible: ['annonces'],
  reach_potentiel: 10000,
  cout_par_mille: 40,
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const uid = `aadm-${run}`;
  await insertUser(database.db, { uid, email: `${uid}@test.ma`, role: 'admin', telephone: '+212671000001' });
  token = await emulatorIdToken(uid, `${uid}@test.ma`);
});

afterAll(async () => {
  await database.close();
});

describe('premium ads in the back office', () => {
  it('a campaign and its card ad run at once; figures follow reach and clicks; switched off, the ad stops', async () => {
    const created = await asAdmin('POST', '/premiumads/admin/campagnes', campaign());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ en_cours: true, ads: [], reach: 0 });
    const made = await asAdmin('POST', `/premiumads/admin/campagnes/${created.body.idcampagneads}/ads`, ad);
    expect(made.status).toBe(201);
    const id = made.body.idpremiumads as number;
    expect(app.publicPages.other).toContain('ads');
    const running = async () =>
      (await getJson(app, '/premiumads?page=annonces&emplacement=card&device=mobile&limit=10')).body.map((item: { idpremiumads: number }) => item.idpremiumads);
    expect(await running()).toContain(id);
    for (let i = 0; i < 4; i++) await getJson(app, `/premiumads/${id}/reach`, { method: 'POST' });
    await getJson(app, `/premiumads/${id}/click`, { method: 'POST' });
    const [listed] = (await asAdmin('GET', '/premiumads/admin/campagnes')).body.filter(
      (item: { idcampagneads: number }) => item.idcampagneads === created.body.idcampagneads,
    );
    expect(listed.ads[0]).toMatchObject({ reach: 4, clics: 1, ctr: 25, cout: 0.16 });
    expect(listed).toMatchObject({ reach: 4, clics: 1, ctr: 25, cout: 0.16 });
    expect((await asAdmin('PUT', `/premiumads/admin/ads/${id}`, { actif: false })).body.actif).toBe(false);
    expect(await running()).not.toContain(id);
    expect((await asAdmin('DELETE', `/premiumads/admin/ads/${id}`)).status).toBe(200);
    expect((await asAdmin('DELETE', `/premiumads/admin/ads/${id}`)).status).toBe(404);
  });

  it('an uploaded picture the ad takes is no longer an unused upload (the cleanup leaves it)', async () => {
    const [admin] = await database.db
      .select()
      .from(utilisateur)
      .where(eq(utilisateur.uid, `aadm-${run}`));
    const chemin = `photos/${admin!.idutilisateur}/pub-${run}.webp`;
    await database.db.insert(photoUpload).values({ chemin, idutilisateur: admin!.idutilisateur, date_ajout: new Date(Date.now() - 2 * day) });
    const created = await asAdmin('POST', '/premiumads/admin/campagnes', campaign());
    expect((await asAdmin('POST', `/premiumads/admin/campagnes/${created.body.idcampagneads}/ads`, { ...ad, image_url: chemin })).status).toBe(201);
    expect(await database.db.select().from(photoUpload).where(eq(photoUpload.chemin, chemin))).toEqual([]);
  });

  it('takes the target pages as a list or as comma-separated text (spec), and answers a list', async () => {
    const created = await asAdmin('POST', '/premiumads/admin/campagnes', campaign());
    const adsPath = `/premiumads/admin/campagnes/${created.body.idcampagneads}/ads`;
    const fromText = await asAdmin('POST', adsPath, { ...ad, page_cible: 'accueil, detail' });
    expect(fromText).toMatchObject({ status: 201, body: { page_cible: ['accueil', 'detail'] } });
    expect((await asAdmin('PUT', `/premiumads/admin/ads/${fromText.body.idpremiumads}`, { page_cible: 'annonces' })).body.page_cible).toEqual(['annonces']);
    expect((await asAdmin('PUT', `/premiumads/admin/ads/${fromText.body.idpremiumads}`, { page_cible: '' })).body.page_cible).toEqual([]);
    expect((await asAdmin('POST', adsPath, { ...ad, page_cible: ['accueil'] })).body.page_cible).toEqual(['accueil']);
  });

  it('refuses a link that is not http(s), dates the wrong way round, unknown pages, in French', async () => {
    const created = await asAdmin('POST', '/premiumads/admin/campagnes', campaign());
    const adsPath = `/premiumads/admin/campagnes/${created.body.idcampagneads}/ads`;
    expect((await asAdmin('POST', adsPath, { ...ad, redirect_url: 'javascript:alert(1)' })).body).toMatchObject({
      code: expect.any(String),
      error: AD_MESSAGES.url,
    });
    expect((await asAdmin('POST', adsPath, { ...ad, page_cible: ['partout'] })).body).toMatchObject({ code: expect.any(String), error: AD_MESSAGES.pages });
    expect((await asAdmin('POST', adsPath, { ...ad, page_cible: 'accueil, partout' })).body).toMatchObject({
      code: expect.any(String),
      error: AD_MESSAGES.pages,
    });
    expect((await asAdmin('POST', adsPath, { ...ad, page_cible: 42 })).body).toMatchObject({ code: expect.any(String), error: AD_MESSAGES.pages });
    expect((await asAdmin('POST', adsPath, { ...ad, image_url: '../secret' })).status).toBe(400);
    expect((await asAdmin('POST', '/premiumads/admin/campagnes', { ...campaign(), date_fin: '2020-01-01T00:00:00Z' })).body).toMatchObject({
      code: expect.any(String),
      error: AD_MESSAGES.dates,
    });
    expect((await asAdmin('PUT', `/premiumads/admin/campagnes/${created.body.idcampagneads}`, { date_fin: '2020-01-01T00:00:00Z' })).body).toMatchObject({
      code: expect.any(String),
      error: AD_MESSAGES.dates,
    });
    expect((await asAdmin('POST', '/premiumads/admin/campagnes/999999999/ads', ad)).status).toBe(404);
  });
});
