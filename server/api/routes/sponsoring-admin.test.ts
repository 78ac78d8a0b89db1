/**
 * Sponsorings in the back office, through v1: the role matrix of every admin call, one sponsoring
 * for its owner or an admin (its receipt), state changes, a goodwill extension, deletion (payments
 * kept), the audit of each change, and the statistics on a known data set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSORING_MESSAGES } from '@/lib/schemas/sponsoring';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertShop, insertSponsoring, insertUser, type TestApp } from '@/test/fixtures';
import { auditAdmin, paiement, sponsoring, utilisateur } from '../../db/schema';
import { sponsoringStats } from '../../db/queries/sponsoring-admin';
import { JOBS } from '../../jobs/names';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
type Who = 'owner' | 'other' | 'boutique' | 'admin';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;
const DAY = 24 * 60 * 60 * 1000;

function send(method: string, path: string, who?: Who, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A sponsoring of a fresh published moto of the owner. */
async function sponsored(values: { etat_sponsoring?: string; date_debut?: Date; nbr_jour?: number } = {}) {
  const moto = await insertMoto(database.db, ids.owner);
  const row = await insertSponsoring(database.db, {
    type: 'moto',
    idannonce: moto.idannonce_moto,
    idutilisateur: ids.owner,
    date_debut: values.date_debut ?? new Date(Date.now() - DAY),
    nbr_jour: values.nbr_jour ?? 7,
    etat_sponsoring: values.etat_sponsoring,
  });
  return { ...row, moto };
}

const auditOf = (id: number) => database.db.select().from(auditAdmin).where(eq(auditAdmin.objet_id, id));

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const make = async (key: Who, phone: string) => {
    const uid = `spadm-${key}-${run}`;
    const email = `spadm-${key}-${run}@test.ma`;
    const row =
      key === 'boutique'
        ? await insertShop(database.db, { uid, email, telephone: phone })
        : await insertUser(database.db, {
            uid,
            email,
            role: key === 'admin' ? 'admin' : 'particulier',
            telephone: phone,
            prenom: key === 'admin' ? 'Amina' : 'Karim',
            nom: 'Test',
          });
    ids[key] = row.idutilisateur;
    tokens[key] = await emulatorIdToken(uid, email);
  };
  await make('owner', '+212665000001');
  await make('other', '+212665000002');
  await make('boutique', '+212665000003');
  await make('admin', '+212665000004');
});

afterAll(async () => {
  await database.close();
});

describe('admin sponsoring calls: who may', () => {
  it('anonymous 401, particulier 403 (the owner too), boutique 403, admin 2xx; never a 500', async () => {
    const target = await sponsored();
    const calls: [string, string, unknown?][] = [
      ['GET', '/sponsoring'],
      ['GET', '/sponsoring?page=1&limit=5&etat=active&type=moto'],
      ['GET', '/sponsoring/admin/moto?etat=active'],
      ['GET', '/sponsoring/admin/stats'],
      ['PATCH', `/sponsoring/${target.idsponsoring}/etat`, { etat_sponsoring: 'active' }],
      ['PUT', `/sponsoring/${target.idsponsoring}`, { nbr_jour: 8 }],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(method, path, undefined, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await send(method, path, 'owner', body)).status, `${method} ${path} owner`).toBe(403);
      expect((await send(method, path, 'other', body)).status, `${method} ${path} particulier`).toBe(403);
      expect((await send(method, path, 'boutique', body)).status, `${method} ${path} boutique`).toBe(403);
      expect((await send(method, path, 'admin', body)).status, `${method} ${path} admin`).toBe(200);
    }
    for (const who of [undefined, 'owner', 'other', 'boutique'] as const) {
      expect((await send('DELETE', `/sponsoring/${target.idsponsoring}`, who)).status).toBe(who ? 403 : 401);
    }
    expect((await send('DELETE', `/sponsoring/${target.idsponsoring}`, 'admin')).status).toBe(200);
    expect(app.loggedErrors).toEqual([]);
  });

  it('GET sponsoring/{id}: its owner and admins; another user or a shop gets a 404, anonymous a 401', async () => {
    const target = await sponsored();
    expect((await send('GET', `/sponsoring/${target.idsponsoring}`)).status).toBe(401);
    expect((await send('GET', `/sponsoring/${target.idsponsoring}`, 'other')).status).toBe(404);
    expect((await send('GET', `/sponsoring/${target.idsponsoring}`, 'boutique')).status).toBe(404);
    const mine = await send('GET', `/sponsoring/${target.idsponsoring}`, 'owner');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      idsponsoring: target.idsponsoring,
      idannonce1: target.moto.idannonce_moto,
      etat_sponsoring: 'active',
      acheteur: { idutilisateur: ids.owner },
      paiements: [],
    });
    expect((await send('GET', `/sponsoring/${target.idsponsoring}`, 'admin')).body.acheteur.email).toBe(`spadm-owner-${run}@test.ma`);
    expect((await send('GET', '/sponsoring/999999999', 'admin')).body).toMatchObject({ code: expect.any(String), error: SPONSORING_MESSAGES.notFound });
    expect((await send('GET', '/sponsoring/abc', 'admin')).status).toBe(400);
  });
});

describe('admin changes', () => {
  it('activating an unpaid sponsoring starts it now, is audited, and refreshes the listing’s pages', async () => {
    const pending = await sponsored({ etat_sponsoring: 'en_attente', date_debut: new Date(Date.now() - 5 * DAY) });
    const changed = await send('PATCH', `/sponsoring/${pending.idsponsoring}/etat`, 'admin', { etat_sponsoring: 'active' });
    expect(changed.status).toBe(200);
    expect(changed.body.etat_sponsoring).toBe('active');
    expect(Date.now() - new Date(changed.body.date_debut).getTime()).toBeLessThan(60_000);
    expect(app.publicPages.changed.some((listing) => listing.id === pending.moto.idannonce_moto)).toBe(true);
    const [audit] = await auditOf(pending.idsponsoring);
    expect(audit).toMatchObject({
      idadmin: ids.admin,
      admin_nom: 'Amina Test',
      action: 'sponsoring.etat',
      objet_type: 'sponsoring',
      avant: { etat_sponsoring: 'en_attente' },
      apres: { etat_sponsoring: 'active' },
    });
    // Its owner is told by push notification, once: activating it again changes nothing.
    const pushes = () =>
      app.jobs.sent.filter(
        (job) =>
          job.name === JOBS.push &&
          (job.data as { idutilisateur: number }).idutilisateur === ids.owner &&
          (job.data as { content: { corps: string } }).content.corps.includes(pending.moto.titre),
      );
    expect(pushes()).toHaveLength(1);
    expect(pushes()[0]!.data).toMatchObject({ content: { kind: 'sponsoring_actif', titre: 'Votre sponsoring est actif', lien: '/compte/ads' } });
    await send('PATCH', `/sponsoring/${pending.idsponsoring}/etat`, 'admin', { etat_sponsoring: 'active' });
    expect(pushes()).toHaveLength(1);

    // An owner whose account is in Arabic is told in Arabic.
    await database.db.update(utilisateur).set({ langue: 'ar' }).where(eq(utilisateur.idutilisateur, ids.owner));
    try {
      const other = await sponsored({ etat_sponsoring: 'en_attente' });
      expect((await send('PATCH', `/sponsoring/${other.idsponsoring}/etat`, 'admin', { etat_sponsoring: 'active' })).status).toBe(200);
      const told = app.jobs.sent.filter(
        (job) => job.name === JOBS.push && (job.data as { content: { corps: string } }).content.corps.includes(`«\u2068${other.moto.titre}\u2069»`),
      );
      expect(told).toHaveLength(1);
      expect(told[0]!.data).toMatchObject({ idutilisateur: ids.owner, content: { kind: 'sponsoring_actif', titre: 'ترويج إعلانك مُفعَّل' } });
    } finally {
      await database.db.update(utilisateur).set({ langue: 'fr' }).where(eq(utilisateur.idutilisateur, ids.owner));
    }
  });

  it('refuses expiree (it follows from the dates), unknown states, a second running sponsoring of a listing, unknown ids', async () => {
    const target = await sponsored({ etat_sponsoring: 'desactivee' });
    expect(await send('PATCH', `/sponsoring/${target.idsponsoring}/etat`, 'admin', { etat_sponsoring: 'expiree' })).toMatchObject({
      status: 400,
      body: { error: SPONSORING_MESSAGES.expiredIsDerived },
    });
    expect((await send('PATCH', `/sponsoring/${target.idsponsoring}/etat`, 'admin', { etat_sponsoring: 'payee' })).status).toBe(400);
    expect((await send('PATCH', `/sponsoring/${target.idsponsoring}/etat`, 'admin', { etat_sponsoring: 'active', extra: 1 })).status).toBe(400);
    await insertSponsoring(database.db, { type: 'moto', idannonce: target.moto.idannonce_moto, idutilisateur: ids.owner, date_debut: new Date(), nbr_jour: 5 });
    expect(await send('PATCH', `/sponsoring/${target.idsponsoring}/etat`, 'admin', { etat_sponsoring: 'active' })).toMatchObject({
      status: 409,
      body: { error: SPONSORING_MESSAGES.alreadyRunning },
    });
    expect((await send('PATCH', '/sponsoring/999999999/etat', 'admin', { etat_sponsoring: 'refusee' })).status).toBe(404);
    expect(await auditOf(target.idsponsoring)).toEqual([]);
  });

  it('PUT extends the days or moves the start; an expired sponsoring extended runs again; bad bodies get French 400s', async () => {
    const expired = await sponsored({ date_debut: new Date(Date.now() - 10 * DAY), nbr_jour: 7 });
    expect((await send('GET', `/sponsoring/${expired.idsponsoring}`, 'admin')).body.etat_sponsoring).toBe('expiree');
    const extended = await send('PUT', `/sponsoring/${expired.idsponsoring}`, 'admin', { nbr_jour: 14 });
    expect(extended.status).toBe(200);
    expect(extended.body).toMatchObject({ etat_sponsoring: 'active', nbr_jour: 14 });
    const moved = await send('PUT', `/sponsoring/${expired.idsponsoring}`, 'admin', { date_debut: '2026-01-01T00:00:00+01:00' });
    expect(moved.body).toMatchObject({ etat_sponsoring: 'expiree', date_debut: '2025-12-31T23:00:00.000Z' });
    expect(await send('PUT', `/sponsoring/${expired.idsponsoring}`, 'admin', {})).toMatchObject({
      status: 400,
      body: { error: SPONSORING_MESSAGES.nothingToChange },
    });
    expect(await send('PUT', `/sponsoring/${expired.idsponsoring}`, 'admin', { nbr_jour: 0 })).toMatchObject({
      status: 400,
      body: { error: SPONSORING_MESSAGES.badDays },
    });
    expect(await send('PUT', `/sponsoring/${expired.idsponsoring}`, 'admin', { date_debut: 'demain' })).toMatchObject({
      status: 400,
      body: { error: SPONSORING_MESSAGES.badStart },
    });
    expect((await auditOf(expired.idsponsoring)).map((entry) => entry.action)).toEqual(['sponsoring.modification', 'sponsoring.modification']);
  });

  it('DELETE removes the sponsoring and keeps its payments in the accounts', async () => {
    const target = await sponsored();
    await database.db
      .insert(paiement)
      .values({ oid: `DEL${run}`.toUpperCase(), idutilisateur: ids.owner, idsponsoring: target.idsponsoring, nbr_jour: 7, montant: 99, etat: 'payee' });
    expect((await send('DELETE', `/sponsoring/${target.idsponsoring}`, 'admin')).status).toBe(200);
    expect(await database.db.select().from(sponsoring).where(eq(sponsoring.idsponsoring, target.idsponsoring))).toEqual([]);
    const [kept] = await database.db
      .select()
      .from(paiement)
      .where(eq(paiement.oid, `DEL${run}`.toUpperCase()));
    expect(kept).toMatchObject({ idsponsoring: null, montant: 99, etat: 'payee' });
    expect((await auditOf(target.idsponsoring)).map((entry) => entry.action)).toContain('sponsoring.suppression');
    expect((await send('DELETE', `/sponsoring/${target.idsponsoring}`, 'admin')).status).toBe(404);
  });
});

describe('lists and statistics', () => {
  it('the admin lists filter by state and type; admin/moto pages by 50', async () => {
    const pending = await sponsored({ etat_sponsoring: 'en_attente' });
    const list = await send('GET', '/sponsoring?etat=en_attente&limit=100', 'admin');
    expect(list.body.sponsorings.every((item: { etat_sponsoring: string }) => item.etat_sponsoring === 'en_attente')).toBe(true);
    expect(list.body.sponsorings.some((item: { idsponsoring: number }) => item.idsponsoring === pending.idsponsoring)).toBe(true);
    expect((await send('GET', '/sponsoring?type=equipement', 'admin')).body.total).toBe(0);
    const motos = await send('GET', '/sponsoring/admin/moto', 'admin');
    expect(motos.body.totalPages).toBe(Math.ceil(motos.body.total / 50));
    expect((await send('GET', '/sponsoring?etat=inconnu', 'admin')).status).toBe(400);
    const bought = await send('GET', `/sponsoring?idutilisateur=${ids.owner}&limit=100`, 'admin');
    expect(bought.body.total).toBeGreaterThan(0);
    expect(bought.body.sponsorings.every((item: { acheteur: { idutilisateur: number } }) => item.acheteur.idutilisateur === ids.owner)).toBe(true);
    expect((await send('GET', `/sponsoring?idutilisateur=${ids.other}`, 'admin')).body.total).toBe(0);
  });

  it('counts by state and revenue by month on a known data set', async () => {
    const fresh = await createTestDatabase();
    try {
      const owner = (await insertUser(fresh.db)).idutilisateur;
      const moto = (await insertMoto(fresh.db, owner)).idannonce_moto;
      const at = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20, 12) - daysAgo * DAY);
      const add = (etat: string, daysAgo: number, nbr_jour: number, reach = 0) =>
        fresh.db
          .insert(sponsoring)
          .values({ type: 'moto', idannonce_moto: moto, idutilisateur: owner, date_debut: at(daysAgo), nbr_jour, etat_sponsoring: etat, reach })
          .returning();
      const now = at(0);
      await add('active', 1, 7, 40); // running
      await add('active', 30, 7, 60); // over: expiree
      await add('en_attente', 0, 7);
      await add('refusee', 3, 7);
      await add('active', 6, 7); // ends within 48 hours of now
      const pay = (oid: string, montant: number, etat: string, date: Date) =>
        fresh.db.insert(paiement).values({ oid, idutilisateur: owner, nbr_jour: 7, montant, etat, date_creation: date, date_maj: date });
      await pay('STATS1', 199, 'payee', at(1));
      await pay('STATS2', 99.5, 'payee', new Date(Date.UTC(2026, 9, 31, 23, 30))); // 1 November, 00:30 in Casablanca
      await pay('STATS3', 499, 'echouee', at(2));
      await pay('STATS5', 49, 'echouee', new Date(Date.UTC(2026, 10, 20, 8))); // today
      await pay('STATS4', 299, 'payee', new Date(Date.UTC(2025, 8, 1))); // over a year ago: in the total, not in the months
      const stats = await sponsoringStats(fresh.db, now);
      expect(stats.parEtat).toEqual({ en_attente: 1, active: 2, expiree: 1, desactivee: 0, refusee: 1 });
      expect(stats.actifs).toBe(2);
      expect(stats.finDans48h).toBe(1);
      expect(stats.paiementsEchouesAujourdhui).toBe(1);
      expect(stats.reachTotal).toBe(100);
      expect(stats.revenuTotal).toBe(597.5);
      expect(stats.revenuParMois).toHaveLength(12);
      expect(stats.revenuParMois[0]!.mois).toBe('2025-12');
      expect(stats.revenuParMois.at(-1)).toEqual({ mois: '2026-11', montant: 298.5, paiements: 2 });
      expect(stats.revenuParMois.filter((month) => month.paiements > 0)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
