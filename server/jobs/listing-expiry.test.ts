/**
 * Listings that stay fresh: a published listing expires 60 days (the admin's setting) after its
 * publication or renewal, unless a running sponsoring holds it; its owner is told 7 days before,
 * once per period, by push and mail with a signed renewal link; the owner renews in one tap (no
 * second moderation) or from the link, which renews once and cannot be forged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import {
  createTestApp,
  getJson,
  insertEquipement,
  insertMoto,
  insertSponsoring,
  insertUser,
  recordingJobs,
  recordingNotify,
  type TestApp,
} from '@/test/fixtures';
import { signLink } from '../auth/signed-links';
import { annonceMoto, parametrage } from '../db/schema';
import { renewalSubject } from '../db/queries/expiry';
import type { MailMessage, Mailer } from '../mail/mailer';
import { JOBS } from './names';
import { renewalPath, scanListingExpiry, sendExpiryNotice } from './listing-expiry';

let database: TestDatabase;
let app: TestApp;
let owner: number;
let ownerToken = '';
let otherToken = '';
let adminToken = '';
const DAY = 24 * 60 * 60 * 1000;
const run = Date.now().toString(36);

/** A moto published `days` ago. */
async function publishedDaysAgo(days: number, overrides: Partial<typeof annonceMoto.$inferInsert> = {}) {
  return insertMoto(database.db, owner, { date_publication: new Date(Date.now() - days * DAY), ...overrides });
}

const stateOf = async (id: number) => (await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, id)))[0]!;

function as(token: string | null, method: string, path: string, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const make = async (who: string, role: 'particulier' | 'admin') => {
    const uid = `exp-${who}-${run}`;
    const user = await insertUser(database.db, { uid, email: `${uid}@test.ma`, role, prenom: 'Salma', nom: 'Idrissi' });
    return { id: user.idutilisateur, token: await emulatorIdToken(uid, `${uid}@test.ma`) };
  };
  const o = await make('owner', 'particulier');
  owner = o.id;
  ownerToken = o.token;
  otherToken = (await make('other', 'particulier')).token;
  adminToken = (await make('admin', 'admin')).token;
});

afterAll(async () => {
  await database.close();
});

describe('expiry', () => {
  it('expires a listing 60 days after publication, not before, and it leaves the public site', async () => {
    const old = await publishedDaysAgo(61, { titre: 'Vieille annonce expirée' });
    const young = await publishedDaysAgo(59);
    const { expired } = await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice);
    expect(expired.map((listing) => listing.id)).toContain(old.idannonce_moto);
    expect((await stateOf(old.idannonce_moto)).etat).toBe('expiree');
    expect((await stateOf(young.idannonce_moto)).etat).toBe('publiee');
    expect((await getJson(app, `/moto/detail/${old.idannonce_moto}`)).status).toBe(404);
    const list = await getJson(app, '/moto/annonce?limit=50');
    expect(list.body.annonces.map((a: { idannonce_moto: number }) => a.idannonce_moto)).not.toContain(old.idannonce_moto);
  });

  it('counts from the last renewal, and follows the admin’s setting', async () => {
    const renewed = await publishedDaysAgo(90, { date_renouvellement: new Date(Date.now() - 10 * DAY) });
    await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice);
    expect((await stateOf(renewed.idannonce_moto)).etat).toBe('publiee');
    await database.db.update(parametrage).set({ valeur: '7' }).where(eq(parametrage.name, 'duree_annonce_jours'));
    try {
      await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice);
      expect((await stateOf(renewed.idannonce_moto)).etat).toBe('expiree');
    } finally {
      await database.db.update(parametrage).set({ valeur: '60' }).where(eq(parametrage.name, 'duree_annonce_jours'));
    }
  });

  it('keeps a listing with a running sponsoring online until the sponsoring ends', async () => {
    const sponsored = await publishedDaysAgo(65);
    await insertSponsoring(database.db, {
      type: 'moto',
      idannonce: sponsored.idannonce_moto,
      idutilisateur: owner,
      date_debut: new Date(Date.now() - DAY),
      nbr_jour: 7,
      etat_sponsoring: 'active',
    });
    await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice);
    expect((await stateOf(sponsored.idannonce_moto)).etat).toBe('publiee');
    // Once the sponsoring is over, it goes.
    await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice, new Date(Date.now() + 7 * DAY));
    expect((await stateOf(sponsored.idannonce_moto)).etat).toBe('expiree');
  });

  it('expires equipment listings too', async () => {
    const equipment = await insertEquipement(database.db, owner, { date_publication: new Date(Date.now() - 70 * DAY) });
    const { expired } = await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice);
    expect(expired).toContainEqual(expect.objectContaining({ kind: 'equipement', id: equipment.idannonce_equipement }));
  });
});

describe('the notice seven days before', () => {
  it('is queued once per period, by push and mail, with a renewal link that works', async () => {
    const soon = await publishedDaysAgo(55, { titre: 'Honda CB500F à prolonger' });
    const notYet = await publishedDaysAgo(40);
    const jobs = recordingJobs();
    const first = await scanListingExpiry(database.db, jobs, JOBS.listingExpiryNotice);
    const mine = jobs.sent.filter((job) => job.data?.id === soon.idannonce_moto);
    expect(mine).toHaveLength(1);
    expect(jobs.sent.some((job) => job.data?.id === notYet.idannonce_moto)).toBe(false);
    expect(first.notices).toBeGreaterThanOrEqual(1);
    const again = recordingJobs();
    await scanListingExpiry(database.db, again, JOBS.listingExpiryNotice);
    expect(again.sent.filter((job) => job.data?.id === soon.idannonce_moto)).toHaveLength(0);

    const mails: MailMessage[] = [];
    const mailer: Mailer = { description: 'test', send: async (message) => void mails.push(message) };
    const { notify, pushes } = recordingNotify();
    const notice = mine[0]!.data as { kind: 'moto'; id: number; periode: string };
    expect(await sendExpiryNotice(database.db, mailer, notice, 'https://motomaroc.ma', notify)).toBe(true);
    expect(pushes).toEqual([{ idutilisateur: owner, content: expect.objectContaining({ kind: 'annonce_expiration', lien: renewalPath(notice) }) }]);
    expect(mails[0]!.subject).toBe('Votre annonce expire dans 7 jours');
    expect(mails[0]!.text).toContain(`https://motomaroc.ma${renewalPath(notice)}`);
    expect(mails[0]!.text).toContain('Marquez-la vendue');

    // The link renews it once, without signing in.
    const jeton = new URL(renewalPath(notice), 'https://x').searchParams.get('jeton')!;
    const preview = await getJson(app, `/prolongation?jeton=${encodeURIComponent(jeton)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ idannonce: soon.idannonce_moto, titre: 'Honda CB500F à prolonger', etat: 'publiee' });
    const renewed = await as(null, 'POST', '/prolongation', { jeton });
    expect(renewed.status).toBe(200);
    const after = await stateOf(soon.idannonce_moto);
    expect(after.date_renouvellement).not.toBeNull();
    expect(after.avis_expiration).toBeNull();
    const replay = await as(null, 'POST', '/prolongation', { jeton });
    expect(replay.status).toBe(410);
    expect(replay.body.error).toBe('Ce lien a déjà servi : l’annonce a été prolongée depuis.');
    // Nor does the old notice go out once renewed.
    expect(await sendExpiryNotice(database.db, mailer, notice, 'https://motomaroc.ma', notify)).toBe(false);
  });

  it('is in the owner’s language: an Arabic account gets it in Arabic, with the Arabic page', async () => {
    const arabic = await insertUser(database.db, { langue: 'ar' });
    const listing = await insertMoto(database.db, arabic.idutilisateur, { titre: 'Yamaha NMAX للبيع', date_publication: new Date(Date.now() - 55 * DAY) });
    const jobs = recordingJobs();
    await scanListingExpiry(database.db, jobs, JOBS.listingExpiryNotice);
    const notice = jobs.sent.find((job) => job.data?.id === listing.idannonce_moto)!.data as { kind: 'moto'; id: number; periode: string };
    const mails: MailMessage[] = [];
    const mailer: Mailer = { description: 'test', send: async (message) => void mails.push(message) };
    const { notify, pushes } = recordingNotify();
    expect(await sendExpiryNotice(database.db, mailer, notice, 'https://motomaroc.ma', notify)).toBe(true);
    expect(pushes[0]!.content).toMatchObject({
      titre: 'ينتهي إعلانك قريبًا',
      corps: expect.stringMatching(/^سيغادر «\u2068Yamaha NMAX للبيع\u2069» الموقع يوم \d+ \S+ \d{4}\./),
      lien: `/ar${renewalPath(notice)}`,
    });
    expect(mails[0]!.subject).toBe('ينتهي إعلانك بعد 7 أيام');
    // The renewal page and Mes Annonces in Arabic.
    expect(mails[0]!.text).toContain(`https://motomaroc.ma/ar${renewalPath(notice)}`);
    expect(mails[0]!.text).toContain('https://motomaroc.ma/ar/compte/annonce');
    expect(mails[0]!.text).toMatch(/إعلانك: https:\/\/motomaroc\.ma\/ar\/annonce\/detail-moto\/[^/]+\/\d+/);
    expect(mails[0]!.text).toContain('فريق MotoMaroc');
  });

  it('is not due for a listing a sponsoring keeps online past its expiry', async () => {
    const sponsored = await publishedDaysAgo(56);
    await insertSponsoring(database.db, {
      type: 'moto',
      idannonce: sponsored.idannonce_moto,
      idutilisateur: owner,
      date_debut: new Date(Date.now() - DAY),
      nbr_jour: 30,
      etat_sponsoring: 'active',
    });
    const jobs = recordingJobs();
    await scanListingExpiry(database.db, jobs, JOBS.listingExpiryNotice);
    expect(jobs.sent.some((job) => job.data?.id === sponsored.idannonce_moto)).toBe(false);
  });
});

describe('renewal links', () => {
  it('refuses a forged token, another purpose’s token, a changed listing and an expired listing’s other state', async () => {
    const listing = await publishedDaysAgo(61);
    await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice);
    const periode = new Date((await stateOf(listing.idannonce_moto)).date_publication!).toISOString();
    const genuine = signLink('prolonger', renewalSubject('moto', listing.idannonce_moto, periode));
    const [payload, signature] = genuine.split('.');
    const forged = `${Buffer.from(renewalSubject('moto', listing.idannonce_moto + 1, periode)).toString('base64url')}.${signature}`;
    for (const jeton of [
      forged,
      `${payload}.${'A'.repeat(43)}`,
      signLink('desabonner', renewalSubject('moto', listing.idannonce_moto, periode)),
      'pas-un-jeton',
      '',
    ]) {
      const answer = await as(null, 'POST', '/prolongation', { jeton });
      expect([400, 404], jeton).toContain(answer.status);
      expect(answer.body.error).toMatch(/lien de prolongation|Parametres|Paramètres/);
    }
    expect((await stateOf(listing.idannonce_moto)).etat).toBe('expiree');
    // The genuine one brings the expired listing back online without a second moderation.
    expect((await as(null, 'POST', '/prolongation', { jeton: genuine })).status).toBe(200);
    expect((await stateOf(listing.idannonce_moto)).etat).toBe('publiee');
    expect((await getJson(app, `/moto/detail/${listing.idannonce_moto}`)).status).toBe(200);
  });

  it('does not renew a listing sold since', async () => {
    const listing = await publishedDaysAgo(61);
    await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice);
    const periode = new Date((await stateOf(listing.idannonce_moto)).date_publication!).toISOString();
    await database.db.update(annonceMoto).set({ etat: 'vendue' }).where(eq(annonceMoto.idannonce_moto, listing.idannonce_moto));
    const answer = await as(null, 'POST', '/prolongation', { jeton: signLink('prolonger', renewalSubject('moto', listing.idannonce_moto, periode)) });
    expect(answer.status).toBe(409);
  });
});

describe('PUT moto/utilisateur/annonce/prolonger/{id}', () => {
  it('lets only the owner renew, from publiee or expiree, without a second moderation', async () => {
    const listing = await publishedDaysAgo(61);
    await scanListingExpiry(database.db, recordingJobs(), JOBS.listingExpiryNotice);
    const path = `/moto/utilisateur/annonce/prolonger/${listing.idannonce_moto}`;
    expect((await as(null, 'PUT', path)).status).toBe(401);
    expect((await as(otherToken, 'PUT', path)).status).toBe(404);
    expect((await as(adminToken, 'PUT', path)).status).toBe(403);
    expect((await stateOf(listing.idannonce_moto)).etat).toBe('expiree');
    const renewed = await as(ownerToken, 'PUT', path);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ etat: 'publiee' });
    const row = await stateOf(listing.idannonce_moto);
    expect(row.etat).toBe('publiee');
    expect(Date.now() - row.date_renouvellement!.getTime()).toBeLessThan(60_000);
    // Mes Annonces says until when.
    const mine = await as(ownerToken, 'GET', '/utilisateur/mes-annonces?itemsPerPage=50');
    const card = mine.body.annonces.find((a: { id: number }) => a.id === listing.idannonce_moto);
    expect(Math.round((Date.parse(card.date_expiration) - Date.now()) / DAY)).toBe(60);
  });

  it('refuses to renew a sold listing, in French', async () => {
    const listing = await publishedDaysAgo(10, { etat: 'vendue' });
    const answer = await as(ownerToken, 'PUT', `/moto/utilisateur/annonce/prolonger/${listing.idannonce_moto}`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('Seule une annonce publiée ou expirée peut être prolongée.');
  });
});
