import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertUser, postJson, recordingNotify, type TestApp } from '@/test/fixtures';
import { REPORT_MESSAGES } from '@/lib/report';
import { annonceMoto, favori, signalement, statJour, utilisateur } from '../../db/schema';
import { JOBS } from '../../jobs/names';
import { onFavouriteHeld } from '../../jobs/alerts';
import { recordPhotoUpload } from '../../db/queries/uploads';

let database: TestDatabase;
let app: TestApp;
let moto = 0;
let equipement = 0;
let pending = 0;
let ip = 0;
/** Each test reports from its own address, so that the rate limit only bites where tested. */
const fromNewClient = () => ({ 'x-forwarded-for': `198.51.100.${++ip}` });

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const seller = (await insertUser(database.db)).idutilisateur;
  moto = (await insertMoto(database.db, seller)).idannonce_moto;
  pending = (await insertMoto(database.db, seller, { etat: 'en_attente' })).idannonce_moto;
  equipement = (await insertEquipement(database.db, seller)).idannonce_equipement;
});

afterAll(async () => {
  await database.close();
});

const valid = () => ({ type_annonce: 'moto', idannonce: String(moto), motif: 'price', details: '', contact_email: '', contact_phone: '', honeypot: '' });
const report = (body: unknown, headers: Record<string, string> = {}) => postJson(app, '/signalement', body, { ...fromNewClient(), ...headers });
const lastStored = async () => (await database.db.select().from(signalement).orderBy(desc(signalement.idsignalement)).limit(1))[0]!;

describe('POST /signalement', () => {
  it('stores a report sent signed out', async () => {
    const { status, body } = await report({ ...valid(), details: '  Prix trop bas  ', contact_email: 'temoin@test.ma', contact_phone: '06 12 34 56 78' });
    expect(status).toBe(201);
    expect(body).toEqual({ message: 'Signalement envoye. Merci !' });
    expect(await lastStored()).toMatchObject({
      type_annonce: 'moto',
      idannonce_moto: moto,
      idannonce_equipement: null,
      motif: 'price',
      details: 'Prix trop bas',
      contact_email: 'temoin@test.ma',
      contact_phone: '+212612345678',
      uid: null,
      spam: false,
      statut: 'nouveau',
    });
  });

  it('accepts the id as a number, and equipment listings', async () => {
    expect((await report({ ...valid(), idannonce: moto })).status).toBe(201);
    expect((await report({ ...valid(), type_annonce: 'equipement', idannonce: equipement, motif: 'duplicate' })).status).toBe(201);
    expect(await lastStored()).toMatchObject({ type_annonce: 'equipement', idannonce_equipement: equipement, idannonce_moto: null });
  });

  it.each([
    [{ type_annonce: 'voiture' }, REPORT_MESSAGES.invalidParams],
    [{ type_annonce: undefined }, REPORT_MESSAGES.invalidParams],
    [{ idannonce: 'abc' }, REPORT_MESSAGES.invalidParams],
    [{ idannonce: '0' }, REPORT_MESSAGES.invalidParams],
    [{ idannonce: -4 }, REPORT_MESSAGES.invalidParams],
    [{ idannonce: 1.5 }, REPORT_MESSAGES.invalidParams],
    [{ idannonce: undefined }, REPORT_MESSAGES.invalidParams],
    [{ motif: undefined }, 'Veuillez selectionner un motif.'],
    [{ motif: '' }, 'Veuillez selectionner un motif.'],
    [{ motif: 'ennui' }, 'Veuillez selectionner un motif.'],
    [{ motif: 'other' }, 'Merci de preciser le probleme pour le motif Autre.'],
    [{ motif: 'other', details: '   ' }, 'Merci de preciser le probleme pour le motif Autre.'],
    [{ contact_email: 'pas-un-email' }, 'Adresse e-mail invalide.'],
    [{ contact_phone: '12345' }, 'Numéro de téléphone invalide : format +2126XXXXXXXX.'],
    [{ details: 'x'.repeat(2001) }, 'Les détails sont trop longs (2000 caractères au plus).'],
  ])('refuses %j', async (change, message) => {
    const { status, body } = await report({ ...valid(), ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: expect.any(String), error: message });
  });

  it("accepts 'other' with details, and optional fields left out", async () => {
    expect((await report({ type_annonce: 'moto', idannonce: moto, motif: 'other', details: 'Photos volées', honeypot: '' })).status).toBe(201);
    expect((await report({ type_annonce: 'moto', idannonce: moto, motif: 'fraud' })).status).toBe(201);
  });

  it('answers a filled honeypot like a success but stores it as spam', async () => {
    const { status, body } = await report({ ...valid(), honeypot: 'http://spam.example' });
    expect(status).toBe(201);
    expect(body).toEqual({ message: 'Signalement envoye. Merci !' });
    expect(await lastStored()).toMatchObject({ spam: true });
  });

  it('is 404 for a listing that is not public', async () => {
    for (const idannonce of [pending, 888_888]) {
      expect(await report({ ...valid(), idannonce })).toMatchObject({ status: 404, body: { error: 'Annonce introuvable.' } });
    }
  });

  it('remembers the signed-in reporter from a valid bearer token', async () => {
    const token = await emulatorIdToken('reporter-1');
    const { status } = await report(valid(), { authorization: `Bearer ${token}` });
    expect(status).toBe(201);
    expect(await lastStored()).toMatchObject({ uid: 'reporter-1' });
  });

  it('answers 401 to a bad bearer token, so that the client refreshes it', async () => {
    for (const authorization of ['Bearer not-a-token', 'Basic abc', 'Bearer ']) {
      const { status, body } = await report(valid(), { authorization });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: expect.any(String), error: 'Session expirée ou invalide. Veuillez vous reconnecter.' });
    }
  });

  it('answers malformed bodies with French messages', async () => {
    expect(await report('{"type_annonce": ')).toMatchObject({ status: 400, body: { error: 'Le corps de la requête n’est pas du JSON valide.' } });
    expect(await report('[]')).toMatchObject({ status: 400, body: { error: 'Parametres invalides.' } });
    expect(await report('null')).toMatchObject({ status: 400, body: { error: 'Parametres invalides.' } });
    const noType = await getJson(app, '/signalement', { method: 'POST', body: 'motif=price', headers: { 'content-type': 'text/plain', ...fromNewClient() } });
    expect(noType).toMatchObject({ status: 415, body: { error: 'Le corps de la requête doit être du JSON (Content-Type: application/json).' } });
    const empty = await getJson(app, '/signalement', { method: 'POST', headers: fromNewClient() });
    expect(empty).toMatchObject({ status: 400, body: { error: 'Parametres invalides.' } });
  });

  it('limits the reports one client can send', async () => {
    const client = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 10; i++) expect((await postJson(app, '/signalement', valid(), client)).status).toBe(201);
    const refused = await postJson(app, '/signalement', valid(), client);
    expect(refused).toMatchObject({ status: 429, body: { error: 'Trop de signalements envoyés. Veuillez réessayer dans quelques minutes.' } });
  });
});

describe('fraud reports feed the risk assessment', () => {
  it('three distinct visitors reporting fraud take a published listing off the site until an admin decides; its seller’s next listing waits', async () => {
    const seller = await insertUser(database.db);
    const target = (await insertMoto(database.db, seller.idutilisateur, { titre: 'Honda Africa Twin 2022' })).idannonce_moto;
    const fraud = { ...valid(), idannonce: String(target), motif: 'fraud', details: 'Demande un acompte par Wafacash.' };
    const first = { 'x-forwarded-for': '203.0.113.10' };
    expect((await report(fraud, first)).status).toBe(201);
    // The same visitor again, or a spam report, or another motive: not more reporters.
    expect((await report(fraud, first)).status).toBe(201);
    expect((await report({ ...fraud, honeypot: 'bot' })).status).toBe(201);
    expect((await report({ ...fraud, motif: 'price' })).status).toBe(201);
    expect((await report(fraud, { 'x-forwarded-for': '203.0.113.11' })).status).toBe(201);
    expect((await getJson(app, `/moto/annonce/${target}`)).status).toBe(200);
    expect(app.publicPages.changed.filter((change) => change.id === target)).toEqual([]);

    // Two buyers saved it: one with an account, one guest who hearted it in Arabic.
    const buyer = await insertUser(database.db);
    await database.db.insert(favori).values([
      { idutilisateur: buyer.idutilisateur, type_annonce: 'moto', idannonce: target, titre: 'Honda Africa Twin 2022' },
      { guest_id: `guest-${Date.now().toString(36)}`, type_annonce: 'moto', idannonce: target, titre: 'Honda Africa Twin 2022', langue: 'ar' },
    ]);

    expect((await report(fraud, { 'x-forwarded-for': '203.0.113.12' })).status).toBe(201);
    expect((await getJson(app, `/moto/annonce/${target}`)).status).toBe(404);
    // They are told not to pay a deposit meanwhile, each in their language, their favourites opened.
    expect(app.jobs.sent).toContainEqual({ name: JOBS.heldFavourite, data: { kind: 'moto', id: target, titre: 'Honda Africa Twin 2022' } });
    const { notify, pushes } = recordingNotify();
    expect(await onFavouriteHeld(database.db, 'moto', target, 'Honda Africa Twin 2022', notify)).toBe(2);
    expect(pushes).toEqual(
      expect.arrayContaining([
        {
          idutilisateur: buyer.idutilisateur,
          content: expect.objectContaining({ kind: 'favori_retenue', titre: 'Un favori retiré pour vérification', lien: '/favoris' }),
        },
        expect.objectContaining({ guestId: expect.any(String), content: expect.objectContaining({ kind: 'favori_retenue', lien: '/ar/favoris' }) }),
      ]),
    );
    expect(pushes[0]!.content.corps).toContain('ne versez aucun acompte');
    expect(app.publicPages.changed).toContainEqual({ urlType: 'moto', id: target, titre: 'Honda Africa Twin 2022' });
    const [held] = await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, target));
    expect(held).toMatchObject({ etat: 'en_attente', risque_score: 60 });
    expect(held!.risque_signaux).toEqual([{ code: 'fraude_signalee', poids: 60, fort: true, preuve: { signalements: 3 } }]);
    const [counted] = await database.db.select().from(statJour).where(eq(statJour.nom, 'retirees_signalements'));
    expect(counted?.n).toBe(1);
    // No address is kept, only who counts as whom.
    const stored = await database.db.select({ cle: signalement.cle_rapporteur }).from(signalement).where(eq(signalement.idannonce_moto, target));
    expect(stored.map((row) => row.cle).join(' ')).not.toContain('203.0.113');

    // The seller's next listing waits for a person, however honest it looks.
    const uid = `fraud-seller-${Date.now().toString(36)}`;
    await database.db
      .update(utilisateur)
      .set({ uid, email: `${uid}@test.ma` })
      .where(eq(utilisateur.idutilisateur, seller.idutilisateur));
    const photo = `photos/${seller.idutilisateur}/fraud-${Date.now().toString(36)}.webp`;
    await recordPhotoUpload(database.db, photo, seller.idutilisateur);
    const next = await getJson(app, '/moto/utilisateur/annonce', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await emulatorIdToken(uid, `${uid}@test.ma`)}` },
      body: JSON.stringify({
        titre: 'Honda CB500X 2021',
        description: 'Très bon état, carnet d’entretien.',
        prix: 60_000,
        ville: 'Rabat',
        neuf: false,
        photos: [photo],
        marque: 'Honda',
        modele: 'CB500X',
        model: 2021,
        kilometrage: 20_000,
        cylindre: 471,
        categorie_moto: 'Trail',
      }),
    });
    expect(next).toMatchObject({ status: 201, body: { etat: 'en_attente' } });
  });
});
