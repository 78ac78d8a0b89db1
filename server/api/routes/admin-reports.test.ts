/**
 * Reports and contact messages in the back office, through v1: reports grouped by listing with
 * their reasons (spam only when asked), a listing unpublished from its reports (audited, owner
 * mailed), reports dismissed, and messages marked read.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertUser, type TestApp } from '@/test/fixtures';
import { annonceMoto, auditAdmin, messageContact, signalement } from '../../db/schema';
import { JOBS } from '../../jobs/names';

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

async function reported(motifs: string[], options: { spam?: boolean; owner?: number } = {}) {
  const moto = await insertMoto(database.db, options.owner ?? seller);
  for (const [i, motif] of motifs.entries()) {
    await database.db.insert(signalement).values({
      type_annonce: 'moto',
      idannonce_moto: moto.idannonce_moto,
      motif,
      details: motif === 'other' ? 'Numéro de châssis différent' : '',
      spam: options.spam ?? false,
      date_ajout: new Date(Date.now() - (motifs.length - i) * 1000),
    });
  }
  return moto;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const uid = `radm-admin-${run}`;
  await insertUser(database.db, { uid, email: `${uid}@test.ma`, role: 'admin', telephone: '+212669000001' });
  adminToken = await emulatorIdToken(uid, `${uid}@test.ma`);
  seller = (await insertUser(database.db, { telephone: '+212669000002' })).idutilisateur;
});

afterAll(async () => {
  await database.close();
});

describe('reports', () => {
  it('are grouped by listing with their count and reasons, newest first; spam only when asked for', async () => {
    const twice = await reported(['price', 'fraud', 'price']);
    const spam = await reported(['other'], { spam: true });
    const page = await asAdmin('GET', '/admin/signalements?limit=50');
    const group = page.body.annonces.find((item: { idannonce: number }) => item.idannonce === twice.idannonce_moto);
    expect(group).toMatchObject({ type_annonce: 'moto', nombre: 3, motifs: { price: 2, fraud: 1 }, etat: 'publiee', urlType: 'moto' });
    expect(group.signalements).toHaveLength(3);
    expect(page.body.annonces.some((item: { idannonce: number }) => item.idannonce === spam.idannonce_moto)).toBe(false);
    const spamPage = await asAdmin('GET', '/admin/signalements?spam=1');
    expect(spamPage.body.annonces.map((item: { idannonce: number }) => item.idannonce)).toContain(spam.idannonce_moto);
    expect((await asAdmin('GET', '/admin/signalements?statut=ouvert')).status).toBe(400);
  });

  it('unpublishing from the reports refuses the listing with the reason, closes its reports, mails the owner, and is audited', async () => {
    const moto = await reported(['misleading', 'misleading']);
    const answer = await asAdmin('PATCH', `/admin/signalements/moto/${moto.idannonce_moto}`, {
      statut: 'traite',
      motif_refus: 'Annonce trompeuse : photos d’une autre moto.',
    });
    expect(answer.body).toEqual({ clos: 2 });
    const [listing] = await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, moto.idannonce_moto));
    expect(listing).toMatchObject({ etat: 'refusee', motif_refus: 'Annonce trompeuse : photos d’une autre moto.' });
    expect(app.publicPages.changed.some((changed) => changed.id === moto.idannonce_moto)).toBe(true);
    expect(app.jobs.sent).toContainEqual({ name: JOBS.moderationNotice, data: { kind: 'moto', id: moto.idannonce_moto, etat: 'refusee' } });
    const open = await database.db
      .select()
      .from(signalement)
      .where(and(eq(signalement.idannonce_moto, moto.idannonce_moto), eq(signalement.statut, 'nouveau')));
    expect(open).toEqual([]);
    const actions = (await database.db.select().from(auditAdmin).where(eq(auditAdmin.objet_id, moto.idannonce_moto))).map((entry) => entry.action).sort();
    expect(actions).toEqual(['annonce.moderation', 'signalement.decision']);
    // Closed: no longer among the new ones, kept among the handled ones.
    expect(
      (await asAdmin('GET', '/admin/signalements?limit=50')).body.annonces.some((item: { idannonce: number }) => item.idannonce === moto.idannonce_moto),
    ).toBe(false);
    expect(
      (await asAdmin('GET', '/admin/signalements?statut=traite&limit=50')).body.annonces.some(
        (item: { idannonce: number }) => item.idannonce === moto.idannonce_moto,
      ),
    ).toBe(true);
  });

  it('dismissing keeps the listing published; bad decisions get French 400s', async () => {
    const moto = await reported(['duplicate']);
    expect((await asAdmin('PATCH', `/admin/signalements/moto/${moto.idannonce_moto}`, { statut: 'rejete' })).body).toEqual({ clos: 1 });
    expect((await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, moto.idannonce_moto)))[0]!.etat).toBe('publiee');
    expect((await asAdmin('PATCH', `/admin/signalements/moto/${moto.idannonce_moto}`, { statut: 'nouveau' })).body.error).toBe(
      'Le statut doit valoir traite ou rejete.',
    );
    expect((await asAdmin('PATCH', `/admin/signalements/voiture/${moto.idannonce_moto}`, { statut: 'rejete' })).status).toBe(400);
    expect((await asAdmin('PATCH', '/admin/signalements/moto/999999999', { statut: 'traite', motif_refus: 'Annonce frauduleuse.' })).status).toBe(404);
  });

  it('for one user: the reports against their listings only, in every state unless one is asked for', async () => {
    const owner = (await insertUser(database.db, { telephone: '+212669000003' })).idutilisateur;
    const open = await reported(['fraud'], { owner });
    const handled = await reported(['price', 'price'], { owner });
    await asAdmin('PATCH', `/admin/signalements/moto/${handled.idannonce_moto}`, { statut: 'traite' });
    await reported(['fraud']);
    const all = await asAdmin('GET', `/admin/signalements?idutilisateur=${owner}`);
    expect(all.body.total).toBe(2);
    expect(all.body.annonces.map((group: { idannonce: number }) => group.idannonce).sort()).toEqual([open.idannonce_moto, handled.idannonce_moto].sort());
    expect(
      all.body.annonces
        .find((group: { idannonce: number }) => group.idannonce === handled.idannonce_moto)
        .signalements.map((report: { statut: string }) => report.statut),
    ).toEqual(['traite', 'traite']);
    const onlyNew = await asAdmin('GET', `/admin/signalements?idutilisateur=${owner}&statut=nouveau`);
    expect(onlyNew.body.annonces.map((group: { idannonce: number }) => group.idannonce)).toEqual([open.idannonce_moto]);
    expect((await asAdmin('GET', '/admin/signalements?idutilisateur=abc')).body.error).toMatch(/idutilisateur/);
  });
});

describe('contact messages', () => {
  it('lists unread ones with their count, and marks them read', async () => {
    const [message] = await database.db
      .insert(messageContact)
      .values({ nom: 'Rachid', email: `rachid-${run}@test.ma`, sujet: 'Question', message: 'Comment supprimer mon annonce ?' })
      .returning();
    const unread = await asAdmin('GET', '/admin/messages?traite=0&limit=50');
    expect(unread.body.messages.map((m: { idmessage: number }) => m.idmessage)).toContain(message!.idmessage);
    const before = unread.body.nonLus as number;
    expect((await asAdmin('PATCH', `/admin/messages/${message!.idmessage}`, { traite: true })).body).toEqual({ traite: true });
    expect((await asAdmin('GET', '/admin/messages?traite=0')).body.nonLus).toBe(before - 1);
    expect((await asAdmin('PATCH', '/admin/messages/999999999', { traite: true })).status).toBe(404);
    expect((await asAdmin('PATCH', `/admin/messages/${message!.idmessage}`, { traite: 'oui' })).status).toBe(400);
  });
});
