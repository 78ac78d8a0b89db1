/**
 * Buying a sponsoring, through v1: POST sponsoring, POST payment/initiate, and CMI's callback —
 * forged, wrong amount, unknown order, declined then approved, and the approved one sent ten times
 * in a row and ten times at once (applied exactly once).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSORING_MESSAGES, SPONSORING_QUESTION_MESSAGES } from '@/lib/schemas/sponsoring';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertShop, insertUser, TEST_CMI, type TestApp } from '@/test/fixtures';
import { packSponsoring, paiement, sponsoring } from '../../db/schema';
import { applyPaymentCallback } from '../../db/queries/payments';
import { env } from '../../env';
import { cmiHash, hasValidCmiHash } from '../../payments/cmi-hash';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
type Who = 'owner' | 'other' | 'boutique' | 'admin';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;
let motoPack: { idpack: number; prix: number; nbr_jour: number };
/** the dearest moto pack, for the swap attacks */
let dearMotoPack: { idpack: number; prix: number; nbr_jour: number; nom: string };
let equipementPack: { idpack: number };

function send(method: string, path: string, who?: Who, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** CMI's callback for an order, signed with the store key (or not). */
function callback(fields: Record<string, string>, options: { sign?: boolean } = {}) {
  const signed = options.sign === false ? { ...fields, HASH: 'faux' } : { ...fields, HASH: cmiHash(fields, TEST_CMI.storeKey) };
  return app.request('/api/v1/payment/cmi/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(signed).toString(),
  });
}
const answer = async (response: Response | Promise<Response>) => (await response).text();
const approved = (oid: string, amount: string) => ({
  oid,
  amount,
  ProcReturnCode: '00',
  Response: 'Approved',
  TransId: `T${oid}`,
  currency: '504',
  mdStatus: '1',
});

/** A published listing of the owner, sponsored and paid for up to the form: the order id and amount. */
async function startPayment(kind: 'moto' | 'equipement' = 'moto') {
  const listing =
    kind === 'moto' ? (await insertMoto(database.db, ids.owner)).idannonce_moto : (await insertEquipement(database.db, ids.owner)).idannonce_equipement;
  const created = await send('POST', '/sponsoring', 'owner', {
    type: kind,
    idannonce: listing,
    idpack: kind === 'moto' ? motoPack.idpack : equipementPack.idpack,
  });
  expect(created.status).toBe(201);
  const initiated = await send('POST', '/payment/initiate', 'owner', { idsponsoring: created.body.idsponsoring });
  expect(initiated.status).toBe(201);
  return {
    listing,
    idsponsoring: created.body.idsponsoring as number,
    oid: initiated.body.oid as string,
    amount: initiated.body.fields.amount as string,
    body: initiated.body,
  };
}

const sponsoringOf = async (idsponsoring: number) => (await database.db.select().from(sponsoring).where(eq(sponsoring.idsponsoring, idsponsoring)))[0]!;
const paymentOf = async (oid: string) => (await database.db.select().from(paiement).where(eq(paiement.oid, oid)))[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const make = async (key: Who, phone: string) => {
    const uid = `pay-${key}-${run}`;
    const email = `pay-${key}-${run}@test.ma`;
    const row =
      key === 'boutique'
        ? await insertShop(database.db, { uid, email, telephone: phone })
        : await insertUser(database.db, { uid, email, role: key === 'admin' ? 'admin' : 'particulier', telephone: phone });
    ids[key] = row.idutilisateur;
    tokens[key] = await emulatorIdToken(uid, email);
  };
  await make('owner', '+212664000001');
  await make('other', '+212664000002');
  await make('boutique', '+212664000003');
  await make('admin', '+212664000004');
  const packOf = async (type: string) =>
    (
      await database.db
        .select()
        .from(packSponsoring)
        .where(and(eq(packSponsoring.type, type), eq(packSponsoring.actif, true)))
        .limit(1)
    )[0]!;
  motoPack = await packOf('moto');
  dearMotoPack = (
    await database.db
      .select()
      .from(packSponsoring)
      .where(and(eq(packSponsoring.type, 'moto'), eq(packSponsoring.actif, true)))
      .orderBy(desc(packSponsoring.prix))
      .limit(1)
  )[0]!;
  equipementPack = await packOf('equipement');
});

afterAll(async () => {
  await database.close();
});

describe('POST sponsoring', () => {
  it('only the owner of a published listing, with a pack of its kind; a second request gives back the pending one', async () => {
    const moto = await insertMoto(database.db, ids.owner);
    const body = { type: 'moto', idannonce: moto.idannonce_moto, idpack: motoPack.idpack };
    expect((await send('POST', '/sponsoring', undefined, body)).status).toBe(401);
    expect((await send('POST', '/sponsoring', 'admin', body)).status).toBe(403);
    expect(await send('POST', '/sponsoring', 'other', body)).toMatchObject({ status: 404, body: { error: SPONSORING_MESSAGES.listingNotFound } });
    const first = await send('POST', '/sponsoring', 'owner', body);
    expect(first).toMatchObject({ status: 201, body: { etat_sponsoring: 'en_attente', idpack: motoPack.idpack, nbr_jour: motoPack.nbr_jour } });
    expect((await send('POST', '/sponsoring', 'owner', body)).body.idsponsoring).toBe(first.body.idsponsoring);

    expect(await send('POST', '/sponsoring', 'owner', { ...body, idpack: equipementPack.idpack })).toMatchObject({
      status: 400,
      body: { error: SPONSORING_MESSAGES.packOtherType },
    });
    expect(await send('POST', '/sponsoring', 'owner', { ...body, idpack: 999_999 })).toMatchObject({
      status: 404,
      body: { error: SPONSORING_MESSAGES.packNotFound },
    });
    const pending = await insertMoto(database.db, ids.owner, { etat: 'en_attente' });
    expect(await send('POST', '/sponsoring', 'owner', { ...body, idannonce: pending.idannonce_moto })).toMatchObject({
      status: 400,
      body: { error: SPONSORING_MESSAGES.notPublished },
    });
    expect((await send('POST', '/sponsoring', 'owner', { ...body, etat_sponsoring: 'active' })).status).toBe(400);
    expect((await send('POST', '/sponsoring', 'owner', { ...body, idannonce: 'abc' })).status).toBe(400);
  });
});

describe('POST payment/initiate', () => {
  it('the amount is the pack’s whatever the client sends; the form is signed; another user gets a 404', async () => {
    const moto = await insertMoto(database.db, ids.owner);
    const created = await send('POST', '/sponsoring', 'owner', { type: 'moto', idannonce: moto.idannonce_moto, idpack: motoPack.idpack });
    expect((await send('POST', '/payment/initiate', 'owner', { idsponsoring: created.body.idsponsoring, montant: 1 })).status).toBe(400);
    expect((await send('POST', '/payment/initiate', 'other', { idsponsoring: created.body.idsponsoring })).status).toBe(404);
    expect((await send('POST', '/payment/initiate', undefined, { idsponsoring: created.body.idsponsoring })).status).toBe(401);
    const initiated = await send('POST', '/payment/initiate', 'owner', { idsponsoring: created.body.idsponsoring });
    expect(initiated).toMatchObject({ status: 201, body: { url: TEST_CMI.gatewayUrl, montant: motoPack.prix } });
    expect(initiated.body.fields.amount).toBe(motoPack.prix.toFixed(2));
    expect(hasValidCmiHash(initiated.body.fields, TEST_CMI.storeKey)).toBe(true);
    expect(await paymentOf(initiated.body.oid)).toMatchObject({
      etat: 'initiee',
      montant: motoPack.prix,
      idutilisateur: ids.owner,
      idsponsoring: created.body.idsponsoring,
    });
    // A second attempt is a new order.
    const again = await send('POST', '/payment/initiate', 'owner', { idsponsoring: created.body.idsponsoring });
    expect(again.body.oid).not.toBe(initiated.body.oid);
    expect(initiated.body.fields).toMatchObject({ lang: 'fr', okUrl: expect.stringContaining('/paiement/cmi/ok?oid=') });
    expect(initiated.body.fields.okUrl).not.toContain('/ar/');
  });

  it('started from an Arabic page: CMI speaks Arabic and sends the browser back to the Arabic pages; no other language', async () => {
    const moto = await insertMoto(database.db, ids.owner);
    const created = await send('POST', '/sponsoring', 'owner', { type: 'moto', idannonce: moto.idannonce_moto, idpack: motoPack.idpack });
    const arabic = await send('POST', '/payment/initiate', 'owner', { idsponsoring: created.body.idsponsoring, langue: 'ar' });
    expect(arabic.status).toBe(201);
    expect(arabic.body.fields).toMatchObject({
      lang: 'ar',
      okUrl: expect.stringContaining('/ar/paiement/cmi/ok?oid='),
      shopurl: expect.stringMatching(/\/ar\/compte\/ads$/),
    });
    expect(hasValidCmiHash(arabic.body.fields, TEST_CMI.storeKey)).toBe(true);
    const english = await send('POST', '/payment/initiate', 'owner', { idsponsoring: created.body.idsponsoring, langue: 'en' });
    expect(english).toMatchObject({ status: 400, body: { error: 'Langue inconnue : fr ou ar.' } });
  });
});

describe('POST payment/cmi/callback', () => {
  it('a forged hash, a wrong amount, an unknown order: FAILURE and nothing changes', async () => {
    const { oid, amount, idsponsoring } = await startPayment();
    expect(await answer(callback(approved(oid, amount), { sign: false }))).toBe('FAILURE');
    expect(await answer(callback(approved(oid, '1.00')))).toBe('FAILURE');
    expect(await answer(callback(approved('INCONNU', amount)))).toBe('FAILURE');
    expect(
      await answer(
        app.request('/api/v1/payment/cmi/callback', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'n=importe&quoi=1',
        }),
      ),
    ).toBe('FAILURE');
    expect(await paymentOf(oid)).toMatchObject({ etat: 'initiee', proc_return_code: null });
    expect((await sponsoringOf(idsponsoring)).etat_sponsoring).toBe('en_attente');
  });

  it('declined, then approved on a retry of the same order: paid once, the sponsoring runs from now, its pages rebuilt', async () => {
    const { oid, amount, idsponsoring, listing } = await startPayment();
    expect(await answer(callback({ ...approved(oid, amount), ProcReturnCode: '05', Response: 'Declined' }))).toBe('APPROVED');
    expect(await paymentOf(oid)).toMatchObject({ etat: 'echouee', proc_return_code: '05' });
    expect((await sponsoringOf(idsponsoring)).etat_sponsoring).toBe('en_attente');

    expect(await answer(callback(approved(oid, amount)))).toBe('ACTION=POSTAUTH');
    expect(await paymentOf(oid)).toMatchObject({ etat: 'payee', proc_return_code: '00', trans_id: `T${oid}` });
    const started = await sponsoringOf(idsponsoring);
    expect(started.etat_sponsoring).toBe('active');
    expect(Date.now() - started.date_debut.getTime()).toBeLessThan(60_000);
    expect(app.publicPages.changed).toContainEqual(expect.objectContaining({ urlType: 'moto', id: listing }));
    const shown = await getJson(app, '/sponsoring/type/moto');
    expect(shown.body.map((s: { idsponsoring: number }) => s.idsponsoring)).toContain(idsponsoring);
    // Bought again while it runs: refused.
    expect(await send('POST', '/sponsoring', 'owner', { type: 'moto', idannonce: listing, idpack: motoPack.idpack })).toMatchObject({
      status: 409,
      body: { error: SPONSORING_MESSAGES.alreadyRunning },
    });
  });

  it('the approved callback ten times in a row and ten times at once is applied exactly once', async () => {
    for (const mode of ['sequence', 'concurrent'] as const) {
      const { oid, amount, idsponsoring } = await startPayment('equipement');
      const before = app.publicPages.changed.length;
      const answers =
        mode === 'sequence'
          ? await (async () => {
              const list: string[] = [];
              for (let i = 0; i < 10; i++) list.push(await answer(callback(approved(oid, amount))));
              return list;
            })()
          : await Promise.all(Array.from({ length: 10 }, () => answer(callback(approved(oid, amount)))));
      expect(answers).toEqual(Array(10).fill('ACTION=POSTAUTH'));
      expect(await paymentOf(oid)).toMatchObject({ etat: 'payee' });
      const rows = await database.db
        .select()
        .from(sponsoring)
        .where(and(eq(sponsoring.idsponsoring, idsponsoring), eq(sponsoring.etat_sponsoring, 'active')));
      expect(rows).toHaveLength(1);
      // Activated once: its pages rebuilt once, one confirmation mail queued.
      expect(app.publicPages.changed.length - before).toBe(1);
      expect(app.jobs.sent.filter((job) => job.data?.oid === oid)).toEqual([{ name: 'mail-paiement-accepte', data: { oid } }]);
    }
  });

  it('ten applications racing on the database at once (no request work in between): one payment, one activation', async () => {
    const { oid, amount, idsponsoring } = await startPayment();
    // Launched together, so that each transaction reads the payment before the others commit.
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => applyPaymentCallback(database.db, approved(oid, amount))));
    expect(outcomes.map((o) => o.answer)).toEqual(Array(10).fill('ACTION=POSTAUTH'));
    expect(outcomes.filter((o) => o.activated)).toHaveLength(1);
    expect(await paymentOf(oid)).toMatchObject({ etat: 'payee' });
    expect((await sponsoringOf(idsponsoring)).etat_sponsoring).toBe('active');
  });

  it('GET payment/{oid}: the payer reads our database’s state; nobody else reads it', async () => {
    const { oid, amount, idsponsoring, listing } = await startPayment();
    expect((await send('GET', `/payment/${oid}`, 'owner')).body).toMatchObject({
      oid,
      etat: 'initiee',
      sponsoring: { idsponsoring, etat_sponsoring: 'en_attente' },
    });
    await answer(callback(approved(oid, amount)));
    const paid = await send('GET', `/payment/${oid}`, 'owner');
    expect(paid.body).toMatchObject({
      etat: 'payee',
      montant: motoPack.prix,
      proc_return_code: '00',
      sponsoring: { etat_sponsoring: 'active', type: 'moto', idannonce: listing, nbr_jour: motoPack.nbr_jour },
    });
    expect((await send('GET', `/payment/${oid}`, 'other')).status).toBe(404);
    expect((await send('GET', `/payment/${oid}`, 'admin')).status).toBe(403);
    expect((await send('GET', `/payment/${oid}`)).status).toBe(401);
    expect((await send('GET', '/payment/pas-un-oid', 'owner')).status).toBe(400);
  });
});

describe('what a payment pays for is frozen when it starts', () => {
  it('a pack changed after initiate cancels the open attempt: paying its form captures nothing and starts nothing', async () => {
    expect(dearMotoPack.prix).toBeGreaterThan(motoPack.prix);
    const { oid, amount, idsponsoring, listing } = await startPayment();
    expect(await paymentOf(oid)).toMatchObject({ idpack: motoPack.idpack, nbr_jour: motoPack.nbr_jour, montant: motoPack.prix });
    const swapped = await send('POST', '/sponsoring', 'owner', { type: 'moto', idannonce: listing, idpack: dearMotoPack.idpack });
    expect(swapped).toMatchObject({ status: 201, body: { idsponsoring, idpack: dearMotoPack.idpack, nbr_jour: dearMotoPack.nbr_jour } });
    expect((await paymentOf(oid)).etat).toBe('annulee');
    // The cheap form, paid: acknowledged without capture, kept for a refund.
    expect(await answer(callback(approved(oid, amount)))).toBe('APPROVED');
    expect(await paymentOf(oid)).toMatchObject({ etat: 'doublon', proc_return_code: '00' });
    expect((await sponsoringOf(idsponsoring)).etat_sponsoring).toBe('en_attente');
    expect(app.jobs.sent.filter((job) => job.data?.oid === oid)).toEqual([]);
    // The dear pack, paid at its own price, is what starts.
    const dear = await send('POST', '/payment/initiate', 'owner', { idsponsoring });
    expect(dear.body.montant).toBe(dearMotoPack.prix);
    expect(await answer(callback(approved(dear.body.oid, dear.body.fields.amount)))).toBe('ACTION=POSTAUTH');
    expect(await sponsoringOf(idsponsoring)).toMatchObject({ etat_sponsoring: 'active', idpack: dearMotoPack.idpack, nbr_jour: dearMotoPack.nbr_jour });
  });

  it('activation takes the pack and days stored on the paid attempt, whatever the sponsoring row says', async () => {
    const { oid, amount, idsponsoring } = await startPayment();
    // Written straight into the row, past every API check: the payment's own pack still wins.
    await database.db.update(sponsoring).set({ nbr_jour: 365 }).where(eq(sponsoring.idsponsoring, idsponsoring));
    expect(await answer(callback(approved(oid, amount)))).toBe('ACTION=POSTAUTH');
    expect(await sponsoringOf(idsponsoring)).toMatchObject({ etat_sponsoring: 'active', idpack: motoPack.idpack, nbr_jour: motoPack.nbr_jour });
    expect((await send('GET', `/payment/${oid}`, 'owner')).body.sponsoring).toMatchObject({ nbr_jour: motoPack.nbr_jour });
  });

  it('choosing the same pack again keeps the open attempt', async () => {
    const { oid, listing } = await startPayment();
    expect((await send('POST', '/sponsoring', 'owner', { type: 'moto', idannonce: listing, idpack: motoPack.idpack })).status).toBe(201);
    expect((await paymentOf(oid)).etat).toBe('initiee');
  });
});

describe('a card is captured once, and only for what is due', () => {
  it('two attempts both approved: the first captures and starts the sponsoring, the second is acknowledged without capture and kept as a duplicate', async () => {
    const first = await startPayment();
    const second = await send('POST', '/payment/initiate', 'owner', { idsponsoring: first.idsponsoring });
    expect(second.body.oid).not.toBe(first.oid);
    expect(await answer(callback(approved(first.oid, first.amount)))).toBe('ACTION=POSTAUTH');
    expect(await answer(callback(approved(second.body.oid, second.body.fields.amount)))).toBe('APPROVED');
    expect(await paymentOf(first.oid)).toMatchObject({ etat: 'payee' });
    expect(await paymentOf(second.body.oid)).toMatchObject({ etat: 'doublon', trans_id: `T${second.body.oid}` });
    // Replayed, the duplicate is still never captured.
    expect(await answer(callback(approved(second.body.oid, second.body.fields.amount)))).toBe('APPROVED');
    // Mes Ads shows the payment that was captured.
    const mine = await send('GET', '/sponsoring/utilisateur?itemsPerPage=50', 'owner');
    expect(mine.body.sponsorings.find((s: { idsponsoring: number }) => s.idsponsoring === first.idsponsoring).paiement).toMatchObject({
      oid: first.oid,
      etat: 'payee',
    });
    expect((await send('GET', `/payment/${second.body.oid}`, 'owner')).body.etat).toBe('doublon');
  });

  it('two attempts approved at the same moment: exactly one capture', async () => {
    const first = await startPayment('equipement');
    const second = await send('POST', '/payment/initiate', 'owner', { idsponsoring: first.idsponsoring });
    const outcomes = await Promise.all([
      applyPaymentCallback(database.db, approved(first.oid, first.amount)),
      applyPaymentCallback(database.db, approved(second.body.oid, second.body.fields.amount)),
    ]);
    expect(outcomes.map((o) => o.answer).sort()).toEqual(['ACTION=POSTAUTH', 'APPROVED']);
    expect(outcomes.filter((o) => o.activated)).toHaveLength(1);
    expect([(await paymentOf(first.oid)).etat, (await paymentOf(second.body.oid)).etat].sort()).toEqual(['doublon', 'payee']);
  });

  it('a sponsoring stopped before its callback: nothing captured, the attempt kept as a duplicate', async () => {
    const { oid, amount, idsponsoring } = await startPayment();
    expect((await send('PATCH', `/sponsoring/utilisateur/${idsponsoring}/desactiver`, 'owner')).status).toBe(200);
    expect((await paymentOf(oid)).etat).toBe('annulee');
    expect(await answer(callback(approved(oid, amount)))).toBe('APPROVED');
    expect(await paymentOf(oid)).toMatchObject({ etat: 'doublon' });
    expect((await sponsoringOf(idsponsoring)).etat_sponsoring).toBe('desactivee');
  });

  it('a cancelled attempt declined stays cancelled; a sponsoring deleted or started by an admin is not paid for again', async () => {
    const declined = await startPayment();
    await send('PATCH', `/sponsoring/utilisateur/${declined.idsponsoring}/desactiver`, 'owner');
    expect(await answer(callback({ ...approved(declined.oid, declined.amount), ProcReturnCode: '05' }))).toBe('APPROVED');
    expect((await paymentOf(declined.oid)).etat).toBe('annulee');

    const deleted = await startPayment();
    expect((await send('DELETE', `/sponsoring/${deleted.idsponsoring}`, 'admin')).status).toBe(200);
    expect(await answer(callback(approved(deleted.oid, deleted.amount)))).toBe('APPROVED');
    expect(await paymentOf(deleted.oid)).toMatchObject({ etat: 'doublon', idsponsoring: null });

    const started = await startPayment();
    expect((await send('PATCH', `/sponsoring/${started.idsponsoring}/etat`, 'admin', { etat_sponsoring: 'active' })).status).toBe(200);
    expect(await answer(callback(approved(started.oid, started.amount)))).toBe('APPROVED');
    expect((await paymentOf(started.oid)).etat).toBe('doublon');
  });

  it('admins see the duplicates to release and mark them refunded; nobody else can', async () => {
    const first = await startPayment();
    const second = await send('POST', '/payment/initiate', 'owner', { idsponsoring: first.idsponsoring });
    await answer(callback(approved(first.oid, first.amount)));
    await answer(callback(approved(second.body.oid, second.body.fields.amount)));
    const oid = second.body.oid as string;
    const list = await send('GET', '/payment/admin/doublons?limit=100', 'admin');
    expect(list.status).toBe(200);
    expect(list.body.paiements.find((p: { oid: string }) => p.oid === oid)).toMatchObject({
      etat: 'doublon',
      montant: motoPack.prix,
      acheteur: { idutilisateur: ids.owner },
      sponsoring: { idsponsoring: first.idsponsoring, etat_sponsoring: 'active' },
    });
    expect((await send('GET', '/sponsoring/admin/stats', 'admin')).body.paiementsARembourser).toBeGreaterThanOrEqual(1);
    for (const who of [undefined, 'owner', 'boutique'] as const) {
      expect((await send('GET', '/payment/admin/doublons', who)).status).toBe(who ? 403 : 401);
      expect((await send('PATCH', `/payment/admin/${oid}/rembourse`, who)).status).toBe(who ? 403 : 401);
    }
    expect(await send('PATCH', `/payment/admin/${first.oid}/rembourse`, 'admin')).toMatchObject({ status: 409 });
    expect((await send('PATCH', '/payment/admin/INCONNU00/rembourse', 'admin')).status).toBe(404);
    expect((await send('PATCH', '/payment/admin/pas-un-oid/rembourse', 'admin')).status).toBe(400);
    expect((await send('PATCH', `/payment/admin/${oid}/rembourse`, 'admin')).status).toBe(200);
    expect((await paymentOf(oid)).etat).toBe('remboursee');
    expect((await send('GET', '/payment/admin/doublons?limit=100', 'admin')).body.paiements.some((p: { oid: string }) => p.oid === oid)).toBe(false);
    // A refunded duplicate replayed by CMI is still never captured.
    expect(await answer(callback(approved(oid, second.body.fields.amount)))).toBe('APPROVED');
  });
});

describe('Mes Ads: GET sponsoring/utilisateur, PATCH sponsoring/utilisateur/{id}/desactiver', () => {
  it('lists my sponsorings with listing, pack and last payment; stopping one is mine alone, once', async () => {
    const { oid, amount, idsponsoring, listing } = await startPayment();
    await answer(callback(approved(oid, amount)));
    const mine = await send('GET', '/sponsoring/utilisateur?page=1&itemsPerPage=50', 'owner');
    expect(mine.status).toBe(200);
    const entry = mine.body.sponsorings.find((s: { idsponsoring: number }) => s.idsponsoring === idsponsoring);
    expect(entry).toMatchObject({
      type: 'moto',
      idannonce1: listing,
      urlType: 'moto',
      etat_sponsoring: 'active',
      prix: motoPack.prix,
      paiement: { oid, etat: 'payee', montant: motoPack.prix },
    });
    expect(
      (await send('GET', '/sponsoring/utilisateur', 'other')).body.sponsorings.some((s: { idsponsoring: number }) => s.idsponsoring === idsponsoring),
    ).toBe(false);
    expect((await send('GET', '/sponsoring/utilisateur')).status).toBe(401);
    expect((await send('GET', '/sponsoring/utilisateur', 'admin')).status).toBe(403);

    expect((await send('PATCH', `/sponsoring/utilisateur/${idsponsoring}/desactiver`, 'other')).status).toBe(404);
    expect((await send('PATCH', `/sponsoring/utilisateur/${idsponsoring}/desactiver`, 'admin')).status).toBe(403);
    expect((await send('PATCH', `/sponsoring/utilisateur/${idsponsoring}/desactiver`)).status).toBe(401);
    const before = app.publicPages.changed.length;
    expect(await send('PATCH', `/sponsoring/utilisateur/${idsponsoring}/desactiver`, 'owner')).toMatchObject({
      status: 200,
      body: { etat_sponsoring: 'desactivee' },
    });
    expect(app.publicPages.changed.length).toBe(before + 1);
    expect((await sponsoringOf(idsponsoring)).etat_sponsoring).toBe('desactivee');
    expect((await send('PATCH', `/sponsoring/utilisateur/${idsponsoring}/desactiver`, 'owner')).body.error).toBe(SPONSORING_MESSAGES.notStoppable);
    const shown = await getJson(app, '/sponsoring/type/moto');
    expect(shown.body.map((s: { idsponsoring: number }) => s.idsponsoring)).not.toContain(idsponsoring);
  });
});

describe('POST sponsoring/incrementer-reach/{id}', () => {
  it('counts a display of a running sponsoring for our own clients only (X-App-Key)', async () => {
    const { oid, amount, idsponsoring } = await startPayment();
    const reach = (key?: string, id = idsponsoring) =>
      getJson(app, `/sponsoring/incrementer-reach/${id}`, { method: 'POST', headers: key === undefined ? {} : { 'x-app-key': key } });
    expect((await reach(undefined)).status).toBe(401);
    expect((await reach('pas-la-bonne-cle-du-tout')).status).toBe(401);
    // Not running yet (waiting for its payment): nothing to count.
    expect((await reach(env().APP_KEY)).status).toBe(404);
    await answer(callback(approved(oid, amount)));
    expect(await reach(env().APP_KEY)).toMatchObject({ status: 200, body: { reach: 1 } });
    expect((await reach(env().APP_KEY)).body.reach).toBe(2);
    expect((await sponsoringOf(idsponsoring)).reach).toBe(2);
  });
});

describe('POST moto/send-sponsoring-email', () => {
  const question = {
    email: 'vendeur@test.ma',
    subject: 'Pack pour une boutique',
    message: 'Proposez-vous un tarif pour vingt annonces par mois ?',
    honeypot: '',
  };
  it('queues the question for the sales team; bad input gets its French message; a robot gets the same answer and nothing is sent', async () => {
    const local = createTestApp(database.db);
    const post = (body: unknown) =>
      getJson(local, '/moto/send-sponsoring-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await post(question)).toMatchObject({ status: 201, body: { message: SPONSORING_QUESTION_MESSAGES.sent } });
    const { honeypot: _unused, ...sent } = question;
    expect(local.jobs.sent).toEqual([{ name: 'mail-question-sponsoring', data: sent }]);
    expect(await post({ ...question, email: 'pas-un-email' })).toMatchObject({ status: 400, body: { error: SPONSORING_QUESTION_MESSAGES.email } });
    expect(await post({ ...question, message: 'court' })).toMatchObject({ status: 400, body: { error: SPONSORING_QUESTION_MESSAGES.message } });
    expect(await post({ ...question, honeypot: 'http://spam' })).toMatchObject({ status: 201 });
    expect(local.jobs.sent).toHaveLength(1);
    // Five messages per ten minutes and address, as the contact form.
    for (let i = 0; i < 3; i++) await post(question);
    expect((await post(question)).status).toBe(429);
  });
});

describe('the role matrix of the sponsoring purchase calls', () => {
  it('anonymous 401, admin 403, another particulier or shop 404, the owner 2xx', async () => {
    const { oid, idsponsoring, listing } = await startPayment();
    const calls: [string, string, unknown?, number?][] = [
      ['POST', '/sponsoring', { type: 'moto', idannonce: listing, idpack: motoPack.idpack }, 201],
      ['POST', '/payment/initiate', { idsponsoring }, 201],
      ['GET', `/payment/${oid}`, undefined, 200],
      ['PATCH', `/sponsoring/utilisateur/${idsponsoring}/desactiver`, undefined, 200],
    ];
    for (const [method, path, body, ok] of calls) {
      expect((await send(method, path, undefined, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await send(method, path, 'admin', body)).status, `${method} ${path} admin`).toBe(403);
      expect((await send(method, path, 'other', body)).status, `${method} ${path} another particulier`).toBe(404);
      expect((await send(method, path, 'boutique', body)).status, `${method} ${path} a shop`).toBe(404);
      expect((await send(method, path, 'owner', body)).status, `${method} ${path} owner`).toBe(ok);
    }
  });
});
