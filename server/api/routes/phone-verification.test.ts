/**
 * v1 utilisateur/telephone/code and …/verifier against the Auth emulator's phone sign-in: who may
 * ask (the role matrix), a wrong code then the right one, the mark on the seller's listing and
 * shop, a number already on another Firebase account, too many wrong codes, and a new number that
 * loses the mark and leaves the Firebase account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_TRIES, PHONE_VERIFICATION_MESSAGES as M } from '@/lib/schemas/account';
import { formatPhone } from '@/lib/phone';
import { emulatorAccountPhone, emulatorAccountWithPhone, emulatorIdToken, emulatorSmsCode } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertShop, insertUser, type TestApp } from '@/test/fixtures';
import { utilisateur } from '../../db/schema';
import { createLimiters, RATE_LIMITS } from '../rate-limits';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
const digits = String(Date.now()).slice(-7);
type Who = 'seller' | 'shop' | 'admin' | 'late' | 'tries';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;
const phones: Record<Who, string> = {
  seller: `+21266${digits}`,
  shop: `+21267${digits}`,
  admin: `+21268${digits}`,
  late: `+21269${digits}`,
  tries: `+21270${digits}`,
};

function send(path: string, who?: Who, body?: unknown, method = 'POST') {
  return getJson(app, `/utilisateur${path}`, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const askCode = (who?: Who) => send('/telephone/code', who, { recaptchaToken: 'jeton-de-test' });
const confirm = (who: Who | undefined, code: string) => send('/telephone/verifier', who, { code });

beforeAll(async () => {
  database = await createTestDatabase();
  // More codes an hour than people get (below), for the journeys of this file to share one client.
  app = createTestApp(database.db, { limiters: createLimiters({ ...RATE_LIMITS, phoneCodes: { ...RATE_LIMITS.phoneCodes, points: 100 } }) });
  for (const who of Object.keys(phones) as Who[]) {
    const [uid, email] = [`phone-${who}-${run}`, `phone-${who}-${run}@test.ma`];
    const row =
      who === 'shop'
        ? await insertShop(database.db, { uid, email, telephone: phones[who] })
        : await insertUser(database.db, { uid, email, telephone: phones[who], role: who === 'admin' ? 'admin' : 'particulier' });
    ids[who] = row.idutilisateur;
    tokens[who] = await emulatorIdToken(uid, email);
  }
});

afterAll(async () => {
  await database.close();
});

describe('who may confirm a number', () => {
  it('anonymous: 401; an admin (no listings): 403; a bad body: 400', async () => {
    expect((await askCode()).status).toBe(401);
    expect((await confirm(undefined, '123456')).status).toBe(401);
    expect((await askCode('admin')).status).toBe(403);
    expect((await confirm('admin', '123456')).status).toBe(403);
    expect(await send('/telephone/code', 'seller', {})).toMatchObject({ status: 400, body: { error: M.captcha } });
    expect(await confirm('seller', '12a456')).toMatchObject({ status: 400, body: { error: M.codeFormat } });
    expect(await confirm('seller', '123456')).toMatchObject({ status: 409, body: { error: M.noCode } });
  });
});

describe('a code by SMS', () => {
  it('a particulier: a wrong code, then the right one; the mark on their listing; no second code', async () => {
    const listing = await insertMoto(database.db, ids.seller, { etat: 'publiee', date_publication: new Date() });
    const before = await getJson(app, `/moto/detail/${listing.idannonce_moto}`);
    expect(before.body.vendeur.telephone_verifie).toBe(false);

    expect(await askCode('seller')).toMatchObject({
      status: 200,
      body: { telephone: formatPhone(phones.seller), message: M.sent({ phone: formatPhone(phones.seller) }) },
    });
    const code = await emulatorSmsCode(phones.seller);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirm('seller', wrong)).toMatchObject({ status: 400, body: { error: M.wrongCode } });
    const verified = await confirm('seller', code);
    expect(verified).toMatchObject({ status: 200, body: { message: M.verified, telephone_verifie: expect.any(String) } });

    expect(app.publicPages.changed).toContainEqual({ urlType: 'moto', id: listing.idannonce_moto, titre: listing.titre });
    expect((await getJson(app, `/moto/detail/${listing.idannonce_moto}`)).body.vendeur.telephone_verifie).toBe(true);
    expect(await emulatorAccountPhone(`phone-seller-${run}`)).toBe(phones.seller);
    expect(await askCode('seller')).toMatchObject({ status: 409, body: { error: M.alreadyVerified } });
    // The code is spent.
    expect(await confirm('seller', code)).toMatchObject({ status: 409, body: { error: M.noCode } });
  });

  it('a shop: its page says so', async () => {
    expect((await askCode('shop')).status).toBe(200);
    expect((await confirm('shop', await emulatorSmsCode(phones.shop))).status).toBe(200);
    expect(app.publicPages.shops).toContain(ids.shop);
    expect((await getJson(app, `/utilisateur/boutique/${ids.shop}`)).body).toMatchObject({ telephone_verifie: true });
  });

  it('a number already on another Firebase account is refused', async () => {
    await emulatorAccountWithPhone(`phone-other-${run}`, phones.late);
    expect((await askCode('late')).status).toBe(200);
    expect(await confirm('late', await emulatorSmsCode(phones.late))).toMatchObject({ status: 409, body: { error: M.taken } });
    const [row] = await database.db
      .select({ telephone_verifie: utilisateur.telephone_verifie })
      .from(utilisateur)
      .where(eq(utilisateur.idutilisateur, ids.late));
    expect(row!.telephone_verifie).toBeNull();
  });

  it(`${PHONE_CODE_TRIES} wrong codes: a new one must be asked for`, async () => {
    expect((await askCode('tries')).status).toBe(200);
    const code = await emulatorSmsCode(phones.tries);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < PHONE_CODE_TRIES; i++) expect((await confirm('tries', wrong)).status).toBe(400);
    expect(await confirm('tries', wrong)).toMatchObject({ status: 429, body: { error: M.tooManyTries } });
    expect(await confirm('tries', code)).toMatchObject({ status: 429, body: { error: M.tooManyTries } });
    // A new code starts again.
    expect((await askCode('tries')).status).toBe(200);
    expect((await confirm('tries', await emulatorSmsCode(phones.tries))).status).toBe(200);
  });

  it('a new number is not verified, and the old one leaves the Firebase account', async () => {
    const newNumber = `+21271${digits}`;
    const profile = { nom: 'Alaoui', prenom: 'Sara', telephone: newNumber, ville: 'Rabat' };
    const changed = await send('/update-user', 'tries', profile, 'PUT');
    expect(changed).toMatchObject({ status: 200, body: { telephone: newNumber, telephone_verifie: null } });
    expect(await emulatorAccountPhone(`phone-tries-${run}`)).toBeNull();
  });

  it(`${RATE_LIMITS.phoneCodes.points} codes an hour from one client, then 429`, async () => {
    const limited = createTestApp(database.db);
    const ask = () =>
      getJson(limited, '/utilisateur/telephone/code', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.late}`, 'content-type': 'application/json' },
        body: JSON.stringify({ recaptchaToken: 'jeton-de-test' }),
      });
    for (let i = 0; i < RATE_LIMITS.phoneCodes.points; i++) expect((await ask()).status).toBe(200);
    expect(await ask()).toMatchObject({ status: 429, body: { error: RATE_LIMITS.phoneCodes.message } });
  });
});
