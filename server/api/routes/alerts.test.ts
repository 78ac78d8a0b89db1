/**
 * Search alerts through v1 and their jobs: each person's alerts are theirs alone (20 at most); a
 * listing is matched when an admin publishes it, never before, by the same criteria as the list
 * page; instant alerts push, daily ones send one mail a day with a one-click unsubscribe that a
 * forged token cannot use; a favourite's price drop is told once per drop.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALERTS } from '@/lib/alerts';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import {
  createTestApp,
  getJson,
  insertEquipement,
  insertMoto,
  insertUser,
  recordingJobs,
  recordingNotify,
  referenceModelId,
  type TestApp,
} from '@/test/fixtures';
import { signLink } from '../../auth/signed-links';
import { alerte, alerteAnnonce, annonceMoto } from '../../db/schema';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { JOBS } from '../../jobs/names';
import { alertOpenPath, oneClickUnsubscribePath, onListingPublished, sendAlertDigests } from '../../jobs/alerts';
import { tyreColumns } from '../../db/queries/tyre-sizes';
import { findTyreSize } from '@/lib/tyre-sizes';

let database: TestDatabase;
let app: TestApp;
let jobs: ReturnType<typeof recordingJobs>;
const run = Date.now().toString(36);
type Who = 'particulier' | 'boutique' | 'admin' | 'other';
const tokens: Record<Who, string> = { particulier: '', boutique: '', admin: '', other: '' };
const ids: Record<Who, number> = { particulier: 0, boutique: 0, admin: 0, other: 0 };
let seller = 0;

function as(who: Who | null, method: string, path: string, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function mailbox() {
  const mails: MailMessage[] = [];
  const mailer: Mailer = { description: 'test', send: async (message) => void mails.push(message) };
  return { mails, mailer };
}

/** A moto posted and waiting for moderation; the admin's approval through v1 publishes it. */
async function approvedMoto(values: Partial<typeof annonceMoto.$inferInsert>) {
  const moto = await insertMoto(database.db, seller, { etat: 'en_attente', date_publication: null, ...values });
  return moto.idannonce_moto;
}

async function approve(id: number) {
  const answer = await as('admin', 'PUT', `/moto/admin/annonce/${id}`, { etat: 'publiee' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = recordingJobs();
  app = createTestApp(database.db, { jobs });
  for (const [i, who] of (['particulier', 'boutique', 'admin', 'other'] as const).entries()) {
    const uid = `alert-${who}-${run}`;
    const role = who === 'other' ? 'particulier' : who;
    const user = await insertUser(database.db, {
      uid,
      email: `${uid}@test.ma`,
      prenom: 'Nadia',
      role,
      telephone: `+21266840000${i}`,
      ...(role === 'boutique' ? { nom_entreprise: 'Moto Shop' } : {}),
    });
    ids[who] = user.idutilisateur;
    tokens[who] = await emulatorIdToken(uid, `${uid}@test.ma`);
  }
  seller = (await insertUser(database.db, { uid: `alert-seller-${run}`, email: `alert-seller-${run}@test.ma`, telephone: '+212668500001' })).idutilisateur;
});

afterAll(async () => {
  await database.close();
});

describe('who may keep alerts', () => {
  it('needs an account; each signed-in role has its own, and nobody reads or changes another’s', async () => {
    expect((await as(null, 'GET', '/alertes')).status).toBe(401);
    expect((await as(null, 'POST', '/alertes', { type: 'moto', recherche: {} })).status).toBe(401);
    for (const who of ['particulier', 'boutique', 'admin'] as const) {
      const created = await as(who, 'POST', '/alertes', { type: 'moto', recherche: { marque: 'yamaha' } });
      expect(created.status, who).toBe(201);
    }
    const mine = await as('particulier', 'GET', '/alertes');
    expect(mine.body.alertes).toHaveLength(1);
    expect(mine.body.alertes[0]).toMatchObject({
      nom: 'Motos Yamaha à vendre au Maroc',
      type: 'moto',
      frequence: 'quotidien',
      active: true,
      recherche: { marque: 'yamaha' },
    });
    const id = mine.body.alertes[0].idalerte;
    expect((await as('other', 'GET', '/alertes')).body.alertes).toEqual([]);
    expect((await as('other', 'PUT', `/alertes/${id}`, { nom: 'Volée' })).status).toBe(404);
    expect((await as('other', 'DELETE', `/alertes/${id}`)).status).toBe(404);
    expect((await as('admin', 'DELETE', `/alertes/${id}`)).status).toBe(404);
    expect((await as(null, 'DELETE', `/alertes/${id}`)).status).toBe(401);
    expect((await as('particulier', 'PUT', `/alertes/${id}`, { nom: 'Ma Yamaha', frequence: 'instant', active: false })).status).toBe(200);
    expect((await as('particulier', 'GET', '/alertes')).body.alertes[0]).toMatchObject({ nom: 'Ma Yamaha', frequence: 'instant', active: false });
    expect((await as('particulier', 'DELETE', `/alertes/${id}`)).status).toBe(200);
    expect((await as('particulier', 'GET', '/alertes')).body.alertes).toEqual([]);
  });

  it('answers bad input in French', async () => {
    for (const [body, message] of [
      [{ type: 'velo', recherche: {} }, 'Le type d’annonce de l’alerte est invalide.'],
      [{ type: 'moto', recherche: { inconnu: 1 } }, 'Critère de recherche inconnu.'],
      [{ type: 'moto', recherche: {}, frequence: 'hebdo' }, 'La fréquence doit valoir instant ou quotidien.'],
      [{ type: 'moto', recherche: {}, nom: '' }, 'Le nom de l’alerte doit faire entre 1 et 80 caractères.'],
    ] as const) {
      const answer = await as('other', 'POST', '/alertes', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(message);
    }
    expect((await as('other', 'PUT', '/alertes/1', {})).body.error).toBe('Rien à modifier.');
  });

  it(`keeps at most ${MAX_ALERTS} per account`, async () => {
    await database.db.delete(alerte).where(eq(alerte.idutilisateur, ids.boutique));
    for (let i = 0; i < MAX_ALERTS; i++)
      expect((await as('boutique', 'POST', '/alertes', { type: 'pneu', recherche: { prixmax: 1000 + i } })).status).toBeLessThan(300);
    const refused = await as('boutique', 'POST', '/alertes', { type: 'pneu', recherche: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Vous avez déjà ${MAX_ALERTS} alertes : supprimez-en une pour en créer une autre.`);
    await database.db.delete(alerte).where(eq(alerte.idutilisateur, ids.boutique));
  });
});

describe('matching a published listing', () => {
  it('matches at publication only, by words, brand, city, price and engine size as the list does', async () => {
    const create = async (type: string, recherche: Record<string, unknown>, frequence = 'instant') =>
      (await as('other', 'POST', '/alertes', { type, recherche, frequence })).body.idalerte as number;
    const words = await create('moto', { q: 'africa twin' });
    const brandCity = await create('moto', { marque: 'honda', ville: 'rabat', prixmax: 150_000 });
    const everywhere = await create('tous', { q: 'honda' }, 'quotidien');
    const tooCheap = await create('moto', { marque: 'Honda', prixmax: 50_000 });
    const otherBrand = await create('moto', { marque: 'Yamaha' });
    const bigEngine = await create('moto', { cylindreeMin: 1200 });
    const equipment = await create('equipement-motard', { q: 'honda' });

    const id = await approvedMoto({
      titre: 'Honda Africa Twin 1100',
      marque: 'Honda',
      modele: 'CRF1100L Africa Twin',
      cylindre: 1084,
      prix: 140_000,
      ville: 'Rabat',
    });
    // Not yet published: nothing matched.
    const early = await onListingPublished(database.db, 'moto', id, recordingNotify().notify);
    expect(early.alertes).toBe(0);
    jobs.sent.length = 0;
    await approve(id);
    expect(jobs.sent).toContainEqual({ name: JOBS.listingPublished, data: { kind: 'moto', id } });

    const { notify, pushes } = recordingNotify();
    const told = await onListingPublished(database.db, 'moto', id, notify);
    expect(told.alertes).toBe(3);
    const found = await database.db.select().from(alerteAnnonce).where(eq(alerteAnnonce.idannonce, id));
    expect(found.map((row) => row.idalerte).sort()).toEqual([words, brandCity, everywhere].sort());
    for (const missed of [tooCheap, otherBrand, bigEngine, equipment]) expect(found.some((row) => row.idalerte === missed)).toBe(false);
    // One push for the person, though two instant alerts matched; the daily one waits for the mail.
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      idutilisateur: ids.other,
      content: { kind: 'alerte_annonce', lien: expect.stringMatching(/^\/alertes\/ouvrir\/[\w-]+\.[\w-]{43}\?vers=%2Fannonce%2Fdetail-moto%2F/) },
    });
    // Matching again finds it already kept: nothing twice.
    expect((await onListingPublished(database.db, 'moto', id, notify)).alertes).toBe(0);
    // Mes alertes shows it.
    const mine = (await as('other', 'GET', '/alertes')).body.alertes.find((a: { idalerte: number }) => a.idalerte === words);
    expect(mine.trouvees).toBe(1);
    expect(mine.dernieres[0]).toMatchObject({ idannonce: id, titre: 'Honda Africa Twin 1100', type: 'moto' });
  });

  it('matches an equipment listing by its type and category', async () => {
    const helmets = (await as('particulier', 'POST', '/alertes', { type: 'equipement-motard', recherche: { categorie: 'Casques' } })).body.idalerte;
    const gloves = (await as('particulier', 'POST', '/alertes', { type: 'equipement-motard', recherche: { categorie: 'Gants' } })).body.idalerte;
    const helmet = await insertEquipement(database.db, seller, { type: 'motard', categorieNom: 'Casques', titre: 'Casque Shoei' });
    await onListingPublished(database.db, 'equipement', helmet.idannonce_equipement, recordingNotify().notify);
    const found = await database.db.select().from(alerteAnnonce).where(eq(alerteAnnonce.idannonce, helmet.idannonce_equipement));
    expect(found.map((row) => row.idalerte)).toContain(helmets);
    expect(found.map((row) => row.idalerte)).not.toContain(gloves);
  });

  it('matches a tyre by its size, named by the size when its owner gives no name', async () => {
    const create = async (type: string, recherche: Record<string, unknown>) => (await as('particulier', 'POST', '/alertes', { type, recherche })).body;
    const rear = await create('pneu', { taille: '180-55-17' });
    const front = await create('pneu', { taille: '120-70-17', prixmax: 5_000 });
    const mine = (await as('particulier', 'GET', '/alertes')).body.alertes as { idalerte: number; nom: string }[];
    expect(mine.find((alert) => alert.idalerte === rear.idalerte)?.nom).toMatch(/^Pneus.* · 180\/55-17$/);
    const tyre = await insertEquipement(database.db, seller, {
      type: 'pneu',
      titre: 'Pneu arrière Michelin Road 6',
      ...tyreColumns(findTyreSize('180/55 ZR17 73W')),
    });
    await onListingPublished(database.db, 'equipement', tyre.idannonce_equipement, recordingNotify().notify);
    const found = await database.db.select().from(alerteAnnonce).where(eq(alerteAnnonce.idannonce, tyre.idannonce_equipement));
    expect(found.map((row) => row.idalerte)).toContain(rear.idalerte);
    expect(found.map((row) => row.idalerte)).not.toContain(front.idalerte);
    // Only a size's key; a size criterion means nothing outside tyres and is not matched there.
    for (const taille of ['180/55 ZR17', '180-55', '999-55-17']) {
      const answer = await as('particulier', 'POST', '/alertes', { type: 'pneu', recherche: { taille } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'Le critère taille doit être la clé d’une taille de pneu : 120-70-17.', code: 'alert.taille' });
    }
  });

  it('matches a part by the motorcycle it fits and its year, as the list does, named after the motorcycle', async () => {
    const mt07 = await referenceModelId(database.db, 'Yamaha', 'MT-07');
    const tracer = await referenceModelId(database.db, 'Yamaha', 'Tracer 9');
    const create = async (recherche: Record<string, unknown>) => {
      const answer = await as('boutique', 'POST', '/alertes', { type: 'piece-rechange', recherche });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.idalerte as number;
    };
    const of2018 = await create({ compatible: mt07, annee: 2018 });
    const anyYear = await create({ compatible: mt07 });
    const otherBike = await create({ compatible: tracer });
    const mine = (await as('boutique', 'GET', '/alertes')).body.alertes as { idalerte: number; nom: string; recherche: unknown }[];
    expect(mine.find((alert) => alert.idalerte === of2018)).toMatchObject({
      nom: 'Pièces de rechange pour Yamaha MT-07 2018',
      recherche: { compatible: mt07, annee: 2018 },
    });

    const named = await insertEquipement(database.db, seller, {
      type: 'piece',
      titre: 'Levier de frein MT-07 2014-2016',
      compatibilites: [{ idmodele: mt07, marque: 'Yamaha', modele: 'MT-07', annee_min: 2014, annee_max: 2016 }],
      compat_modeles: [mt07],
    });
    const universal = await insertEquipement(database.db, seller, { type: 'piece', titre: 'Antivol bloque-disque', universel: true });
    const unsaid = await insertEquipement(database.db, seller, { type: 'piece', titre: 'Plaquettes de frein' });
    const foundBy = async (id: number) => {
      await onListingPublished(database.db, 'equipement', id, recordingNotify().notify);
      const rows = await database.db.select().from(alerteAnnonce).where(eq(alerteAnnonce.idannonce, id));
      return rows.filter((row) => row.type_annonce === 'equipement').map((row) => row.idalerte);
    };
    const forNamed = await foundBy(named.idannonce_equipement);
    expect(forNamed).toContain(anyYear);
    for (const alert of [of2018, otherBike]) expect(forNamed).not.toContain(alert);
    expect(await foundBy(universal.idannonce_equipement)).toEqual(expect.arrayContaining([of2018, anyYear, otherBike]));
    const forUnsaid = await foundBy(unsaid.idannonce_equipement);
    for (const alert of [of2018, anyYear, otherBike]) expect(forUnsaid).not.toContain(alert);

    // A model the reference lacks, a year without a motorcycle or out of range: refused in French.
    for (const [recherche, code] of [
      [{ compatible: 999_999 }, 'alert.compatible'],
      [{ compatible: 'MT-07' }, 'alert.compatible'],
      [{ annee: 2018 }, 'alert.annee'],
      [{ compatible: mt07, annee: 1800 }, 'alert.annee'],
    ] as const) {
      const answer = await as('boutique', 'POST', '/alertes', { type: 'piece-rechange', recherche });
      expect(answer.status, JSON.stringify(recherche)).toBe(400);
      expect(answer.body.code).toBe(code);
    }
  });
});

describe('the daily digest', () => {
  it('sends one mail per alert with something new, once a day, with a one-click unsubscribe', async () => {
    const alert = (await as('particulier', 'POST', '/alertes', { type: 'moto', recherche: { marque: 'Suzuki' }, nom: 'Suzuki pas chère' })).body
      .idalerte as number;
    const quiet = (await as('particulier', 'POST', '/alertes', { type: 'moto', recherche: { marque: 'Ducati' } })).body.idalerte as number;
    const id = await approvedMoto({ titre: 'Suzuki SV650', marque: 'Suzuki', modele: 'SV650', prix: 60_000 });
    await approve(id);
    await onListingPublished(database.db, 'moto', id, recordingNotify().notify);
    const { mails, mailer } = mailbox();
    await sendAlertDigests(database.db, mailer, 'https://motomaroc.ma');
    const mine = mails.filter((mail) => mail.subject.includes('Suzuki pas chère'));
    expect(mine).toHaveLength(1);
    expect(mails.some((mail) => mail.subject.includes('Ducati'))).toBe(false);
    expect(mine[0]!.text).toContain('Suzuki SV650');
    expect(mine[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<https:\/\/motomaroc\.ma(\/alertes\/desabonner\/confirmer\?jeton=([^>]+))>/.exec(mine[0]!.headers!['List-Unsubscribe']!)!;
    expect(oneClick).not.toBeNull();
    // Nothing new: nothing sent; and never twice a day.
    const again = mailbox();
    await sendAlertDigests(database.db, again.mailer, 'https://motomaroc.ma');
    expect(again.mails.filter((mail) => mail.subject.includes('Suzuki pas chère'))).toHaveLength(0);

    // The unsubscribe: a forged or other-purpose token does nothing; the real one stops the alert.
    const jeton = decodeURIComponent(oneClick[2]!);
    for (const bad of [signLink('prolonger', String(alert)), `${Buffer.from(String(quiet)).toString('base64url')}.${jeton.split('.')[1]}`, 'x.y']) {
      expect((await as(null, 'POST', '/alertes/desabonnement', { jeton: bad })).status).toBe(404);
    }
    expect((await database.db.select().from(alerte).where(eq(alerte.idalerte, quiet)))[0]!.active).toBe(true);
    const stopped = await as(null, 'POST', '/alertes/desabonnement', { jeton });
    expect(stopped.body).toEqual({
      message: 'C’est fait : cette alerte ne vous enverra plus rien. Vous pouvez la réactiver dans Mes alertes.',
      nom: 'Suzuki pas chère',
    });
    expect((await as(null, 'POST', '/alertes/desabonnement', { jeton })).body.message).toBe('Cette alerte était déjà arrêtée : elle ne vous envoie plus rien.');
    expect((await database.db.select().from(alerte).where(eq(alerte.idalerte, alert)))[0]!.active).toBe(false);

    // Its owner turns it back on: the link of before no longer stops it (probe of 2026-11-27).
    expect((await as('particulier', 'PUT', `/alertes/${alert}`, { active: true })).status).toBe(200);
    expect((await as(null, 'POST', '/alertes/desabonnement', { jeton })).status).toBe(404);
    expect((await database.db.select().from(alerte).where(eq(alerte.idalerte, alert)))[0]!.active).toBe(true);
  });

  it('sends unsubscribe links that end: 60 days after the mail', async () => {
    const alert = (await as('particulier', 'POST', '/alertes', { type: 'moto', recherche: { marque: 'Aprilia' }, nom: 'Aprilia' })).body.idalerte as number;
    const version = (await database.db.select({ version: alerte.version }).from(alerte).where(eq(alerte.idalerte, alert)))[0]!.version;
    const sentLongAgo = new Date(Date.now() - 61 * 86_400_000);
    const old = new URL(`https://m.ma${oneClickUnsubscribePath({ idalerte: alert, version }, sentLongAgo)}`).searchParams.get('jeton');
    expect((await as(null, 'POST', '/alertes/desabonnement', { jeton: old })).status).toBe(404);
    const recent = new URL(`https://m.ma${oneClickUnsubscribePath({ idalerte: alert, version }, new Date(Date.now() - 59 * 86_400_000))}`).searchParams.get(
      'jeton',
    );
    expect((await as(null, 'POST', '/alertes/desabonnement', { jeton: recent })).status).toBe(200);
  });
});

describe('in the account’s language', () => {
  it('an Arabic account gets its alert’s push and digest in Arabic, with the Arabic pages', async () => {
    expect((await as('boutique', 'PUT', '/utilisateur/langue', { langue: 'ar' })).status).toBe(200);
    try {
      await as('boutique', 'POST', '/alertes', { type: 'moto', recherche: { marque: 'Benelli' }, nom: 'بنلي', frequence: 'instant' });
      await as('boutique', 'POST', '/alertes', { type: 'moto', recherche: { marque: 'Benelli' }, nom: 'بنلي يوميًا', frequence: 'quotidien' });
      const id = await approvedMoto({ titre: 'Benelli TRK 502', marque: 'Benelli', modele: 'TRK 502', prix: 58_000 });
      await approve(id);
      const { notify, pushes } = recordingNotify();
      await onListingPublished(database.db, 'moto', id, notify);
      expect(pushes.filter((push) => 'idutilisateur' in push && push.idutilisateur === ids.boutique)).toEqual([
        {
          idutilisateur: ids.boutique,
          content: expect.objectContaining({
            titre: 'إعلان جديد: \u2068بنلي\u2069',
            corps: expect.stringMatching(/^«\u2068Benelli TRK 502\u2069» بـ 58\s000\sدرهم$/),
            lien: expect.stringMatching(/^\/alertes\/ouvrir\/[\w-]+\.[\w-]{43}\?vers=%2Far%2Fannonce%2Fdetail-moto%2F/),
          }),
        },
      ]);
      const { mails, mailer } = mailbox();
      await sendAlertDigests(database.db, mailer, 'https://motomaroc.ma');
      const digest = mails.find((mail) => mail.subject.includes('بنلي يوميًا'))!;
      expect(digest.subject).toBe('إعلان جديد: \u2068بنلي يوميًا\u2069');
      expect(digest.text).toContain('إعلان جديد يطابق تنبيهك «\u2068بنلي يوميًا\u2069»:');
      expect(digest.text).toMatch(/\u2068Benelli TRK 502\u2069 – 58 000 درهم، /);
      expect(digest.text).toContain('vers=%2Far%2Fannonce%2Fdetail-moto%2F');
      expect(digest.text).toContain('إيقاف هذا التنبيه: https://motomaroc.ma/ar/alertes/desabonner?jeton=');
      expect(digest.text).toContain('إدارة تنبيهاتي: https://motomaroc.ma/ar/compte/alertes');
    } finally {
      await as('boutique', 'PUT', '/utilisateur/langue', { langue: 'fr' });
    }
  });
});

describe('price drops of favourites', () => {
  it('are told once per drop, to followers with an account and to guests', async () => {
    const droppedGuest = randomUUID();
    const id = (await insertMoto(database.db, seller, { titre: 'Kawasaki Z650', prix: 65_000 })).idannonce_moto;
    expect((await as('boutique', 'PUT', `/favoris/moto/${id}`)).status).toBe(200);
    expect((await getJson(app, `/favoris/moto/${id}`, { method: 'PUT', headers: { 'x-guest-id': droppedGuest } })).status).toBe(200);
    const recorded = recordingNotify();
    const notify = recorded.notify;
    // Only the price-drop notices (the listing may match alerts of earlier tests too).
    const drops = () => recorded.pushes.filter((push) => push.content.kind === 'favori_baisse');
    // Same price republished: nothing.
    await onListingPublished(database.db, 'moto', id, notify);
    expect(drops()).toHaveLength(0);
    await database.db.update(annonceMoto).set({ prix: 60_000 }).where(eq(annonceMoto.idannonce_moto, id));
    await onListingPublished(database.db, 'moto', id, notify);
    const notice = expect.objectContaining({ kind: 'favori_baisse', corps: expect.stringMatching(/à 60\s000/) });
    expect(drops()).toEqual(
      expect.arrayContaining([
        { idutilisateur: ids.boutique, content: notice },
        { guestId: droppedGuest, content: notice },
      ]),
    );
    expect(drops()).toHaveLength(2);
    await onListingPublished(database.db, 'moto', id, notify);
    expect(drops()).toHaveLength(2);
    // A second drop is a new notice; a rise is none.
    await database.db.update(annonceMoto).set({ prix: 62_000 }).where(eq(annonceMoto.idannonce_moto, id));
    await onListingPublished(database.db, 'moto', id, notify);
    expect(drops()).toHaveLength(2);
    await database.db.update(annonceMoto).set({ prix: 55_000 }).where(eq(annonceMoto.idannonce_moto, id));
    await onListingPublished(database.db, 'moto', id, notify);
    expect(drops()).toHaveLength(4);
  });

  it('reach a guest in the language of the page it hearted the listing from', async () => {
    const id = (await insertMoto(database.db, seller, { titre: 'Yamaha XSR 700', prix: 80_000 })).idannonce_moto;
    const arabicGuest = randomUUID();
    const frenchGuest = randomUUID();
    const heart = (guest: string, language?: string) =>
      getJson(app, `/favoris/moto/${id}`, { method: 'PUT', headers: { 'x-guest-id': guest, ...(language ? { 'accept-language': language } : {}) } });
    expect((await heart(arabicGuest, 'ar')).status).toBe(200);
    // A browser's own preferences put French first: French.
    expect((await heart(frenchGuest, 'fr-MA,fr;q=0.9,ar;q=0.8')).status).toBe(200);
    const recorded = recordingNotify();
    await database.db.update(annonceMoto).set({ prix: 75_000 }).where(eq(annonceMoto.idannonce_moto, id));
    await onListingPublished(database.db, 'moto', id, recorded.notify);
    const pushTo = (guestId: string) => recorded.pushes.find((push) => 'guestId' in push && push.guestId === guestId)?.content;
    expect(pushTo(arabicGuest)).toMatchObject({
      titre: 'انخفاض ثمن إعلان في مفضلتك',
      corps: '«\u2068Yamaha XSR 700\u2069» ينخفض من 80\u202f000\u00a0درهم إلى 75\u202f000\u00a0درهم.',
      lien: expect.stringMatching(/^\/ar\/annonce\/detail-moto\//),
    });
    expect(pushTo(frenchGuest)).toMatchObject({ titre: 'Baisse de prix sur un favori', lien: expect.stringMatching(/^\/annonce\/detail-moto\//) });
  });
});

describe('the back office’s daily figures', () => {
  it('count sales by where they happened, favourites, alerts; admins only read them', async () => {
    const sold = (await insertMoto(database.db, ids.particulier, { titre: 'Vendue via le site' })).idannonce_moto;
    const silent = (await insertMoto(database.db, ids.particulier, { titre: 'Vendue sans dire où' })).idannonce_moto;
    const before = (await as('admin', 'GET', '/admin/acheteurs')).body.jours[0];
    expect((await as('particulier', 'PUT', `/moto/utilisateur/annonce/vendu/${sold}`, { via_motomaroc: true })).body).toEqual({ etat: 'vendue' });
    // Marked sold again: not a second sale.
    await as('particulier', 'PUT', `/moto/utilisateur/annonce/vendu/${sold}`, { via_motomaroc: false });
    expect((await as('particulier', 'PUT', `/moto/utilisateur/annonce/vendu/${silent}`)).status).toBe(200);
    expect((await as('particulier', 'PUT', `/moto/utilisateur/annonce/vendu/${silent}`, { via_motomaroc: 'oui' })).status).toBe(400);
    const rows = await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, sold));
    expect(rows[0]!.vendue_via_site).toBe(true);
    const after = (await as('admin', 'GET', '/admin/acheteurs')).body;
    expect(after.jours).toHaveLength(30);
    expect(after.jours[0].vendues_via_site - before.vendues_via_site).toBe(1);
    expect(after.jours[0].vendues_ailleurs - before.vendues_ailleurs).toBe(0);
    expect(after.jours[0].vendues_sans_reponse - before.vendues_sans_reponse).toBe(1);
    // Earlier tests of this file hearted listings and sent alerts today.
    expect(after.jours[0].favoris_ajoutes).toBeGreaterThan(0);
    expect(after.jours[0].alertes_envoyees).toBeGreaterThan(0);
    for (const who of ['particulier', 'boutique', null] as const) expect((await as(who, 'GET', '/admin/acheteurs')).status).toBe(who ? 403 : 401);
  });
});

describe('the public reads and counts the alerts rely on', () => {
  it('say whether a listing is online or gone, and count an alert’s click', async () => {
    const online = (await insertMoto(database.db, seller, { titre: 'En ligne', prix: 10_000 })).idannonce_moto;
    const sold = (await insertMoto(database.db, seller, { titre: 'Partie', etat: 'vendue' })).idannonce_moto;
    const pending = (await insertMoto(database.db, seller, { etat: 'en_attente', date_publication: null })).idannonce_moto;
    expect((await getJson(app, `/moto/disponibilite/${online}`)).body).toMatchObject({ etat: 'publiee', titre: 'En ligne', prix: 10_000, type: 'moto' });
    expect((await getJson(app, `/moto/disponibilite/${sold}`)).body).toMatchObject({ etat: 'vendue' });
    // Not public, and never was for a visitor: unknown.
    expect((await getJson(app, `/moto/disponibilite/${pending}`)).status).toBe(404);
  });

  it('count a click from an alert once per recipient and listing, from a link we signed only', async () => {
    const first = (await as('other', 'POST', '/alertes', { type: 'moto', recherche: { marque: 'BMW' } })).body.idalerte as number;
    const second = (await as('other', 'POST', '/alertes', { type: 'moto', recherche: { marque: 'BMW' }, nom: 'BMW encore' })).body.idalerte as number;
    const id = await approvedMoto({ titre: 'BMW F 900 R', marque: 'BMW', modele: 'F 900 R', prix: 95_000 });
    await approve(id);
    await onListingPublished(database.db, 'moto', id, recordingNotify().notify);
    const clicks = async () =>
      (
        await database.db
          .select({ id: alerte.idalerte, clics: alerte.clics })
          .from(alerte)
          .where(inArray(alerte.idalerte, [first, second]))
      ).reduce((sum, row) => sum + row.clics, 0);
    const tokenOf = (path: string) => path.split('/')[3]!.split('?')[0]!;
    const link = tokenOf(alertOpenPath(first, 'moto', id, '/annonce/detail-moto/x/1'));
    // Opened many times (an <img> on another site, a reload): once.
    for (let n = 0; n < 5; n++) expect((await as(null, 'POST', '/alertes/clic', { jeton: link })).status).toBe(200);
    expect(await clicks()).toBe(1);
    // The same listing from the recipient's other alert: still once.
    expect((await as(null, 'POST', '/alertes/clic', { jeton: tokenOf(alertOpenPath(second, 'moto', id, '/x')) })).body).toEqual({ compte: false });
    expect(await clicks()).toBe(1);
    // Forged or of another purpose: nothing counted. The old kind of link (/clic/{id}) is gone.
    for (const jeton of [`${first}.moto.${id}`, signLink('desabonner', `${first}.moto.${id}`), 'x.y']) {
      expect((await as(null, 'POST', '/alertes/clic', { jeton })).status).toBe(404);
    }
    // Signed, for a listing the alert never found: nothing to count.
    expect((await as(null, 'POST', '/alertes/clic', { jeton: signLink('ouvrir', `${first}.moto.${id + 1}`) })).body).toEqual({ compte: false });
    expect((await as(null, 'POST', `/alertes/clic/${first}`)).status).toBe(404);
    expect(await clicks()).toBe(1);
  });
});
