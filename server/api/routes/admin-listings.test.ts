/**
 * Listings in the back office, through v1: the moderation queue (oldest first, both kinds or one),
 * one listing whole with its seller, a decision (audited, owner mailed through the queue, public
 * pages refreshed), deletion, sold lists, a user's listings, and the statistics on known data.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@/lib/schemas/admin';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertUser, recordingNotify, type TestApp } from '@/test/fixtures';
import { annonceEquipement, annonceMoto, auditAdmin, utilisateur } from '../../db/schema';
import { listingStats } from '../../db/queries/admin-listings';
import { JOBS } from '../../jobs/names';
import { sendModerationNotice } from '../../jobs/listing-mail';
import type { MailMessage } from '../../mail/mailer';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
let adminToken: string;
let seller: number;

function asAdmin(method: string, path: string, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const pending = { etat: 'en_attente', date_publication: null } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const uid = `ladm-admin-${run}`;
  await insertUser(database.db, { uid, email: `${uid}@test.ma`, role: 'admin', telephone: '+212668000001' });
  adminToken = await emulatorIdToken(uid, `${uid}@test.ma`);
  seller = (await insertUser(database.db, { email: `vendeur-${run}@test.ma`, prenom: 'Omar', nom: 'Tazi', telephone: '+212668000002' })).idutilisateur;
});

afterAll(async () => {
  await database.close();
});

describe('the moderation queue', () => {
  it('lists pending listings of both kinds, oldest first, with their sellers; a type filter keeps one kind', async () => {
    const old = await insertMoto(database.db, seller, { ...pending, titre: 'Suzuki GSX-S750 2019', date_ajout: new Date('2026-11-01T10:00:00Z') });
    const middle = await insertEquipement(database.db, seller, { ...pending, titre: 'Casque Shark Spartan', date_ajout: new Date('2026-11-02T10:00:00Z') });
    const recent = await insertMoto(database.db, seller, { ...pending, titre: 'Kawasaki Z650 2022', date_ajout: new Date('2026-11-03T10:00:00Z') });
    const queue = await asAdmin('GET', '/admin/annonces?etat=en_attente&limit=100');
    const order = queue.body.annonces.map((listing: { kind: string; id: number }) => `${listing.kind}-${listing.id}`);
    expect(order.indexOf(`moto-${old.idannonce_moto}`)).toBeLessThan(order.indexOf(`equipement-${middle.idannonce_equipement}`));
    expect(order.indexOf(`equipement-${middle.idannonce_equipement}`)).toBeLessThan(order.indexOf(`moto-${recent.idannonce_moto}`));
    expect(queue.body.annonces[0]).toMatchObject({ vendeur: 'Omar Tazi', etat: 'en_attente', idutilisateur: seller });
    const motos = await asAdmin('GET', '/moto/admin?etat=en_attente');
    expect(motos.body.annonces.every((listing: { kind: string }) => listing.kind === 'moto')).toBe(true);
    expect(motos.body.annonces.length).toBeLessThanOrEqual(10);
    expect((await asAdmin('GET', '/admin/annonces?etat=en_attente&type=equipement')).body.annonces.map((l: { kind: string }) => l.kind)).toEqual([
      'equipement',
    ]);
    expect((await asAdmin('GET', '/moto/admin?etat=perdue')).body).toMatchObject({ code: expect.any(String), error: ADMIN_MESSAGES.badState });
  });

  it('shows one listing whole whatever its state, with its seller’s account and listings', async () => {
    const moto = await insertMoto(database.db, seller, { ...pending, titre: 'Yamaha Tracer 9 GT', kilometrage: 12000, photos: ['demo/a.jpg', 'demo/b.jpg'] });
    const detail = await asAdmin('GET', `/moto/admin/annonce/${moto.idannonce_moto}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      titre: 'Yamaha Tracer 9 GT',
      etat: 'en_attente',
      photos: ['demo/a.jpg', 'demo/b.jpg'],
      vendeur_detail: { email: `vendeur-${run}@test.ma`, nom: 'Omar Tazi' },
    });
    expect(detail.body.champs).toContainEqual({ label: 'Kilométrage', valeur: '12\u202f000\u00a0km' });
    expect(detail.body.vendeur_detail.annonces_par_etat.en_attente).toBeGreaterThanOrEqual(1);
    expect((await asAdmin('GET', '/moto/admin/annonce/999999999')).status).toBe(404);
    const equipement = await insertEquipement(database.db, seller, pending);
    expect(
      (await asAdmin('GET', `/equipement/admin/annonce/${equipement.idannonce_equipement}`)).body.champs.map((field: { label: string }) => field.label),
    ).toContain('Catégorie');
  });
});

describe('decisions', () => {
  it('publishing is audited, refreshes the public pages and queues the owner’s mail; refusing mails the reason', async () => {
    const moto = await insertMoto(database.db, seller, { ...pending, titre: 'Honda Africa Twin 2020' });
    expect((await asAdmin('PUT', `/moto/admin/annonce/${moto.idannonce_moto}`, { etat: 'publiee' })).body).toEqual({ etat: 'publiee' });
    expect(app.publicPages.changed.some((listing) => listing.id === moto.idannonce_moto)).toBe(true);
    expect(app.jobs.sent).toContainEqual({ name: JOBS.moderationNotice, data: { kind: 'moto', id: moto.idannonce_moto, etat: 'publiee' } });
    const [audit] = await database.db.select().from(auditAdmin).where(eq(auditAdmin.objet_id, moto.idannonce_moto));
    expect(audit).toMatchObject({ action: 'annonce.moderation', objet_type: 'annonce_moto', avant: { etat: 'en_attente' }, apres: { etat: 'publiee' } });

    const sent: MailMessage[] = [];
    const mailer = { description: 'test', send: async (message: MailMessage) => void sent.push(message) };
    const { notify, pushes } = recordingNotify();
    expect(await sendModerationNotice(database.db, mailer, { kind: 'moto', id: moto.idannonce_moto, etat: 'publiee' }, 'https://motomaroc.ma', notify)).toBe(
      true,
    );
    expect(pushes).toEqual([
      {
        idutilisateur: seller,
        content: {
          kind: 'annonce_publiee',
          titre: 'Votre annonce est en ligne',
          corps: '« \u2068Honda Africa Twin 2020\u2069 » a été validée. Bonne vente !',
          lien: `/annonce/detail-moto/Honda-Africa-Twin-2020/${moto.idannonce_moto}`,
        },
      },
    ]);
    expect(sent[0]).toMatchObject({ to: `vendeur-${run}@test.ma`, subject: 'Votre annonce est en ligne' });
    expect(sent[0]!.text).toContain(`https://motomaroc.ma/annonce/detail-moto/Honda-Africa-Twin-2020/${moto.idannonce_moto}`);

    const refused = await insertEquipement(database.db, seller, { ...pending, titre: 'Blouson Dainese' });
    await asAdmin('PUT', `/equipement/admin/annonce/${refused.idannonce_equipement}`, { etat: 'refusee', motif_refus: 'Photos sans rapport avec l’article' });
    expect(
      await sendModerationNotice(
        database.db,
        mailer,
        { kind: 'equipement', id: refused.idannonce_equipement, etat: 'refusee' },
        'https://motomaroc.ma',
        notify,
      ),
    ).toBe(true);
    expect(sent[1]!.text).toContain('Motif : Photos sans rapport avec l’article');
    expect(pushes[1]!.content).toEqual({
      kind: 'annonce_refusee',
      titre: 'Votre annonce n’a pas été acceptée',
      corps: '« \u2068Blouson Dainese\u2069 » : Photos sans rapport avec l’article',
      lien: '/compte/annonce',
    });
    // Refusal mails turned off: the push still goes, the mail does not.
    await database.db
      .update(utilisateur)
      .set({ notifications_off: ['mail:annonce_refusee'] })
      .where(eq(utilisateur.idutilisateur, seller));
    await asAdmin('PUT', `/equipement/admin/annonce/${refused.idannonce_equipement}`, { etat: 'refusee', motif_refus: 'Prix manquant' });
    expect(
      await sendModerationNotice(
        database.db,
        mailer,
        { kind: 'equipement', id: refused.idannonce_equipement, etat: 'refusee' },
        'https://motomaroc.ma',
        notify,
      ),
    ).toBe(true);
    expect(sent).toHaveLength(2);
    expect(pushes).toHaveLength(3);
    await database.db.update(utilisateur).set({ notifications_off: [] }).where(eq(utilisateur.idutilisateur, seller));
    // Published meanwhile: the refusal mail is no longer true, so it is not sent.
    await asAdmin('PUT', `/equipement/admin/annonce/${refused.idannonce_equipement}`, { etat: 'publiee' });
    expect(
      await sendModerationNotice(
        database.db,
        mailer,
        { kind: 'equipement', id: refused.idannonce_equipement, etat: 'refusee' },
        'https://motomaroc.ma',
        notify,
      ),
    ).toBe(false);
    expect(pushes).toHaveLength(3);
  });

  it('deletes a listing (audited, pages refreshed); sold lists and a user’s listings', async () => {
    const moto = await insertMoto(database.db, seller, { titre: 'BMW R 1250 GS' });
    expect((await asAdmin('DELETE', `/moto/admin/annonce/${moto.idannonce_moto}`)).body).toEqual({ message: ADMIN_MESSAGES.listingDeleted });
    expect(await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, moto.idannonce_moto))).toEqual([]);
    expect(app.publicPages.changed.some((listing) => listing.id === moto.idannonce_moto)).toBe(true);
    expect((await database.db.select().from(auditAdmin).where(eq(auditAdmin.objet_id, moto.idannonce_moto))).map((entry) => entry.action)).toContain(
      'annonce.suppression',
    );
    expect((await asAdmin('DELETE', `/moto/admin/annonce/${moto.idannonce_moto}`)).status).toBe(404);
    // Its owner is told, with what the mail needs (the listing is gone).
    const notice = { kind: 'moto' as const, id: moto.idannonce_moto, etat: 'supprimee' as const, titre: 'BMW R 1250 GS', idutilisateur: seller };
    expect(app.jobs.sent).toContainEqual({ name: JOBS.moderationNotice, data: notice });
    const sent: MailMessage[] = [];
    expect(
      await sendModerationNotice(
        database.db,
        { description: 'test', send: async (message) => void sent.push(message) },
        notice,
        'https://motomaroc.ma',
        recordingNotify().notify,
      ),
    ).toBe(true);
    expect(sent[0]).toMatchObject({ to: `vendeur-${run}@test.ma`, subject: 'Votre annonce a été supprimée' });
    expect(sent[0]!.text).toContain('« \u2068BMW R 1250 GS\u2069 » a été supprimée par la modération');

    const soldByAdmin = await insertMoto(database.db, seller);
    await asAdmin('PUT', `/moto/admin/annonce/${soldByAdmin.idannonce_moto}`, { etat: 'vendue' });
    expect(app.jobs.sent).toContainEqual({ name: JOBS.moderationNotice, data: { kind: 'moto', id: soldByAdmin.idannonce_moto, etat: 'vendue' } });
    const sold = await insertMoto(database.db, seller, { etat: 'vendue' });
    expect((await asAdmin('GET', '/moto/vendu-admin?limit=100')).body.annonces.map((l: { id: number }) => l.id)).toContain(sold.idannonce_moto);
    const mine = await asAdmin('GET', `/moto/annonces-utilisateur-admin?idutilisateur=${seller}&itemsPerPage=100`);
    expect(mine.body.annonces.every((listing: { idutilisateur: number; kind: string }) => listing.idutilisateur === seller && listing.kind === 'moto')).toBe(
      true,
    );
    expect((await asAdmin('GET', '/moto/annonces-utilisateur-admin')).status).toBe(400);
  });
});

describe('corrections', () => {
  it('an admin corrects a title and a category (audited, pages rebuilt under both titles); the posting rules apply', async () => {
    const moto = await insertMoto(database.db, seller, { titre: 'Yamha MT-07 2021', categorie_moto: 'Trail' });
    const corrected = await asAdmin('PATCH', `/moto/admin/annonce/${moto.idannonce_moto}`, { titre: 'Yamaha MT-07 2021', categorie_moto: 'Roadster' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ titre: 'Yamaha MT-07 2021', etat: 'publiee' });
    expect(corrected.body.champs).toContainEqual({ label: 'Catégorie', valeur: 'Roadster' });
    const titles = app.publicPages.changed.filter((listing) => listing.id === moto.idannonce_moto).map((listing) => listing.titre);
    expect(titles).toEqual(expect.arrayContaining(['Yamha MT-07 2021', 'Yamaha MT-07 2021']));
    const [audit] = await database.db.select().from(auditAdmin).where(eq(auditAdmin.objet_id, moto.idannonce_moto));
    expect(audit).toMatchObject({
      action: 'annonce.correction',
      avant: { titre: 'Yamha MT-07 2021', categorie_moto: 'Trail' },
      apres: { titre: 'Yamaha MT-07 2021', categorie_moto: 'Roadster' },
    });
    expect((await asAdmin('PATCH', `/moto/admin/annonce/${moto.idannonce_moto}`, { description: 'Voir www.arnaque.com' })).status).toBe(400);
    expect((await asAdmin('PATCH', `/moto/admin/annonce/${moto.idannonce_moto}`, {})).body).toMatchObject({
      code: expect.any(String),
      error: 'Rien à corriger.',
    });
    const equipement = await insertEquipement(database.db, seller);
    expect((await asAdmin('PATCH', `/equipement/admin/annonce/${equipement.idannonce_equipement}`, { categorie_moto: 'Trail' })).status).toBe(400);
    expect((await asAdmin('PATCH', '/moto/admin/annonce/999999999', { prix: 1000 })).status).toBe(404);
  });
});

describe('listing statistics', () => {
  it('counts by state, new listings per day and views on a known data set', async () => {
    const fresh = await createTestDatabase();
    try {
      const owner = (await insertUser(fresh.db)).idutilisateur;
      const now = new Date('2026-11-20T12:00:00Z');
      await insertMoto(fresh.db, owner, { vues: 10, date_ajout: new Date('2026-11-20T09:00:00Z') });
      await insertMoto(fresh.db, owner, { vues: 5, date_ajout: new Date('2026-11-18T09:00:00Z') });
      await insertMoto(fresh.db, owner, { ...pending, date_ajout: new Date('2026-11-19T23:30:00Z') }); // the 20th in Casablanca
      await insertMoto(fresh.db, owner, { etat: 'vendue', vues: 7, date_ajout: new Date('2026-09-01T09:00:00Z') });
      const stats = await listingStats(fresh.db, 'moto', now);
      expect(stats.parEtat).toEqual({ en_attente: 1, publiee: 2, refusee: 0, desactivee: 0, vendue: 1, expiree: 0 });
      expect(stats.total).toBe(4);
      expect(stats.vues).toBe(22);
      expect(stats.nouvellesParJour).toHaveLength(30);
      expect(stats.nouvellesParJour.at(-1)).toEqual({ jour: '2026-11-20', n: 2 });
      expect(stats.nouvellesParJour.at(-3)).toEqual({ jour: '2026-11-18', n: 1 });
      expect((await listingStats(fresh.db, 'equipement', now)).total).toBe(0);

      // The counters follow every kind of write: state changes, views, deletions, bulk updates.
      const extra = await insertEquipement(fresh.db, owner, { vues: 3 });
      await fresh.db.update(annonceMoto).set({ etat: 'refusee', motif_refus: 'Test' }).where(eq(annonceMoto.etat, 'en_attente'));
      await fresh.db.update(annonceMoto).set({ vues: sql`${annonceMoto.vues} + 1` });
      await fresh.db.update(annonceMoto).set({ titre: 'Titre corrigé' }); // no change to count
      await fresh.db.delete(annonceMoto).where(eq(annonceMoto.etat, 'vendue'));
      await fresh.db.update(annonceEquipement).set({ etat: 'desactivee' }).where(eq(annonceEquipement.idannonce_equipement, extra.idannonce_equipement));
      const actual = async (table: typeof annonceMoto | typeof annonceEquipement) =>
        (
          await fresh.db
            .select({ etat: table.etat, n: sql<number>`count(*)::int`, vues: sql<number>`sum(${table.vues})::int` })
            .from(table)
            .groupBy(table.etat)
        ).sort((a, b) => a.etat.localeCompare(b.etat));
      const counted = async (kind: 'moto' | 'equipement') => {
        const stats = await listingStats(fresh.db, kind, now);
        return Object.entries(stats.parEtat)
          .filter(([, n]) => n > 0)
          .map(([etat, n]) => ({ etat, n }))
          .sort((a, b) => a.etat.localeCompare(b.etat));
      };
      expect(await counted('moto')).toEqual((await actual(annonceMoto)).map(({ etat, n }) => ({ etat, n })));
      expect(await counted('equipement')).toEqual((await actual(annonceEquipement)).map(({ etat, n }) => ({ etat, n })));
      expect((await listingStats(fresh.db, 'moto', now)).vues).toBe((await actual(annonceMoto)).reduce((sum, row) => sum + row.vues, 0));
      expect((await listingStats(fresh.db, 'equipement', now)).vues).toBe(3);
    } finally {
      await fresh.close();
    }
  });
});
