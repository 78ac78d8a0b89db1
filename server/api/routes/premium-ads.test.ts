import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertAd, insertCampaign, postJson, type TestApp } from '@/test/fixtures';

const DAY = 24 * 3_600_000;
let database: TestDatabase;
let app: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const db = database.db;
  const campaign = (await insertCampaign(db, { nom_entreprise: 'Atlas Assurances', logo: 'pub/atlas.svg' })).idcampagneads;
  const paused = (await insertCampaign(db, { actif: false })).idcampagneads;
  const over = (await insertCampaign(db, { date_debut: new Date(Date.now() - 30 * DAY), date_fin: new Date(Date.now() - DAY) })).idcampagneads;
  ids.bannerMobile = (
    await insertAd(db, campaign, { titre: 'Bannière mobile', device: 'mobile', emplacement: 'banner', reach_potentiel: 1000, reach: 500 })
  ).idpremiumads;
  ids.bannerDesktop = (await insertAd(db, campaign, { titre: 'Bannière desktop', device: 'desktop', emplacement: 'banner' })).idpremiumads;
  ids.bannerFresh = (
    await insertAd(db, campaign, { titre: 'Bannière neuve', device: 'tous', emplacement: 'banner', reach_potentiel: 1000, reach: 10 })
  ).idpremiumads;
  ids.cardListings = (await insertAd(db, campaign, { titre: 'Carte annonces', emplacement: 'card', page_cible: ['annonces'] })).idpremiumads;
  ids.cardDetail = (await insertAd(db, campaign, { titre: 'Carte détail', emplacement: 'card', page_cible: ['detail'] })).idpremiumads;
  ids.cardEverywhere = (await insertAd(db, campaign, { titre: 'Carte partout', emplacement: 'card' })).idpremiumads;
  ids.exhausted = (await insertAd(db, campaign, { titre: 'Épuisée', emplacement: 'card', reach_potentiel: 100, reach: 100 })).idpremiumads;
  ids.adOff = (await insertAd(db, campaign, { titre: 'Éteinte', emplacement: 'card', actif: false })).idpremiumads;
  ids.campaignOff = (await insertAd(db, paused, { titre: 'Campagne en pause', emplacement: 'card' })).idpremiumads;
  ids.campaignOver = (await insertAd(db, over, { titre: 'Campagne finie', emplacement: 'card' })).idpremiumads;
});

afterAll(async () => {
  await database.close();
});

const titles = (ads: { titre: string }[]) => ads.map((a) => a.titre).sort();

describe('GET /premiumads', () => {
  it('gives one banner by default, the least delivered first, for the device', async () => {
    const mobile = await getJson(app, '/premiumads?emplacement=banner&device=mobile&page=accueil');
    expect(mobile.status).toBe(200);
    expect(mobile.body.map((a: { titre: string }) => a.titre)).toEqual(['Bannière neuve']);
    expect(mobile.body[0]).toMatchObject({ nom_entreprise: 'Atlas Assurances', logo: 'pub/atlas.svg', emplacement: 'banner', device: 'tous', page_cible: [] });
    const desktop = await getJson(app, '/premiumads?emplacement=banner&device=desktop&limit=5');
    expect(titles(desktop.body)).toEqual(['Bannière desktop', 'Bannière neuve']);
    // Never delivered (no reach target) first, then 1 % delivered.
    expect(desktop.body.map((a: { titre: string }) => a.titre)).toEqual(['Bannière desktop', 'Bannière neuve']);
  });

  it('gives up to three cards for a page: its own and the ones for every page', async () => {
    const listings = await getJson(app, '/premiumads?emplacement=card&device=mobile&page=annonces');
    expect(titles(listings.body)).toEqual(['Carte annonces', 'Carte partout']);
    const detail = await getJson(app, '/premiumads?emplacement=card&page=detail');
    expect(titles(detail.body)).toEqual(['Carte détail', 'Carte partout']);
    const anywhere = await getJson(app, '/premiumads?emplacement=card&limit=10');
    expect(titles(anywhere.body)).toEqual(['Carte annonces', 'Carte détail', 'Carte partout']);
  });

  it('never gives paused, finished or used-up ads', async () => {
    const all = await getJson(app, '/premiumads?limit=10');
    expect(titles(all.body)).not.toEqual(expect.arrayContaining(['Épuisée']));
    for (const hidden of ['Épuisée', 'Éteinte', 'Campagne en pause', 'Campagne finie']) expect(titles(all.body)).not.toContain(hidden);
  });

  it.each([
    ['device=tablette', 'Le paramètre device doit valoir mobile ou desktop.'],
    ['emplacement=popup', 'Le paramètre emplacement doit valoir banner ou card.'],
    ['limit=11', 'Le paramètre limit doit être un nombre entier entre 1 et 10.'],
    ['page=Accueil%20!', 'Le paramètre page doit être un nom de page (ex. accueil).'],
  ])('refuses %s', async (query, message) => {
    expect(await getJson(app, `/premiumads?${query}`)).toMatchObject({ status: 400, body: { error: message } });
  });
});

describe('POST /premiumads/{id}/reach and /click', () => {
  it('counts reach and clicks', async () => {
    expect((await postJson(app, `/premiumads/${ids.cardEverywhere}/reach`, '')).body).toEqual({ reach: 1, clics: 0 });
    expect((await postJson(app, `/premiumads/${ids.cardEverywhere}/click`, '')).body).toEqual({ reach: 1, clics: 1 });
  });

  it('is 404 for an unknown or inactive ad, 400 for a bad id', async () => {
    for (const id of [999_999, ids.adOff, ids.campaignOff]) {
      expect(await postJson(app, `/premiumads/${id}/click`, '')).toMatchObject({ status: 404, body: { error: 'Publicité introuvable.' } });
    }
    expect((await postJson(app, '/premiumads/x/reach', '')).status).toBe(400);
  });
});
