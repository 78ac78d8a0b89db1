/**
 * The CMI simulator speaks CMI's protocol: a wrong hash is '3D-1004', and each test card ends with
 * its signed callback to the merchant and the browser sent back to okUrl or failUrl.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCmiHash } from '../../server/payments/cmi-hash';
import { cmiPaymentForm, newOrderId } from '../../server/payments/cmi';
import { createCmiSimulator, TEST_3DS_CODE, TEST_CARDS } from './cmi-simulator';
import { freePort } from './processes';

const STORE_KEY = 'TEST1234';
const CLIENT_ID = '600000000';
let simulator: ReturnType<typeof createCmiSimulator>;
let gateway: string;
let merchant: http.Server;
let merchantUrl: string;
const callbacks: Record<string, string>[] = [];

beforeAll(async () => {
  simulator = createCmiSimulator({ storeKey: STORE_KEY, clientId: CLIENT_ID, lateMs: 300 });
  const port = await freePort();
  await simulator.listen(port);
  gateway = `http://127.0.0.1:${port}/fim/est3Dgate`;
  // The merchant's callback endpoint: records what arrives, answers as our v1 does.
  merchant = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      callbacks.push(Object.fromEntries(new URLSearchParams(body)));
      response.end('ACTION=POSTAUTH');
    });
  });
  const merchantPort = await freePort();
  await new Promise<void>((resolve) => merchant.listen(merchantPort, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${merchantPort}`;
});

afterAll(async () => {
  await simulator.close();
  await new Promise((resolve) => merchant.close(resolve));
});

function signedForm(overrides: { storeKey?: string; locale?: 'fr' | 'ar' } = {}) {
  return cmiPaymentForm(
    { oid: newOrderId(), amount: 150, email: 'client@test.ma', name: 'Client Test' },
    { gatewayUrl: gateway, clientId: CLIENT_ID, storeKey: overrides.storeKey ?? STORE_KEY, siteUrl: merchantUrl },
    overrides.locale,
  );
}

async function post(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** The browser's way through the gateway with a card; the page that sends it back. */
async function pay(card: string, code = TEST_3DS_CODE) {
  const { fields } = signedForm();
  const start = await post(gateway, fields);
  expect(start.status).toBe(303);
  const cardPage = new URL(start.headers.get('location')!, gateway).toString();
  expect(await (await fetch(cardPage)).text()).toContain('Paiement sécurisé');
  const afterCard = await post(cardPage, { carte: card.replace(/(\d{4})/g, '$1 ').trim(), expiration: '12/30', cvv: '123' });
  expect(afterCard.status).toBe(303);
  const threeDs = new URL(afterCard.headers.get('location')!, gateway).toString();
  expect(await (await fetch(threeDs)).text()).toContain('Authentification 3-D Secure');
  const back = await (await post(threeDs, { code })).text();
  return { oid: fields.oid!, back };
}

const backTo = (html: string) => /action="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&');
const backFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))]),
  );

describe('the CMI simulator', () => {
  it('refuses a request whose hash is wrong, as CMI does', async () => {
    const { fields } = signedForm({ storeKey: 'autre-cle' });
    const answer = await post(gateway, fields);
    expect(await answer.text()).toContain('3D-1004 – Code de sécurité erroné');
    const tampered = { ...signedForm().fields, amount: '1.00' };
    expect(await (await post(gateway, tampered)).text()).toContain('3D-1004');
  });

  it('approved card: a signed 00 callback, then the browser goes to okUrl with signed fields', async () => {
    const { oid, back } = await pay(TEST_CARDS.approved);
    const callback = callbacks.find((c) => c.oid === oid)!;
    expect(callback).toMatchObject({ ProcReturnCode: '00', Response: 'Approved', amount: '150.00', mdStatus: '1' });
    expect(hasValidCmiHash(callback, STORE_KEY)).toBe(true);
    expect(backTo(back)).toBe(`${merchantUrl}/paiement/cmi/ok?oid=${oid}`);
    expect(hasValidCmiHash(backFields(back), STORE_KEY)).toBe(true);
  });

  it('declined card and failed 3-D Secure: their codes, and failUrl', async () => {
    const declined = await pay(TEST_CARDS.declined);
    expect(callbacks.find((c) => c.oid === declined.oid)).toMatchObject({ ProcReturnCode: '05', Response: 'Declined' });
    expect(backTo(declined.back)).toContain('/paiement/cmi/echec');
    const failed = await pay(TEST_CARDS.threeDsFails);
    expect(callbacks.find((c) => c.oid === failed.oid)).toMatchObject({ ProcReturnCode: '99', mdStatus: '0' });
    const wrongCode = await pay(TEST_CARDS.approved, '000000');
    expect(callbacks.find((c) => c.oid === wrongCode.oid)?.ProcReturnCode).toBe('99');
  });

  it('the late card: the browser is back first, then the callback arrives twice', async () => {
    const { oid, back } = await pay(TEST_CARDS.lateTwice);
    expect(backTo(back)).toContain('/paiement/cmi/ok');
    expect(callbacks.filter((c) => c.oid === oid)).toHaveLength(0);
    await expect.poll(() => callbacks.filter((c) => c.oid === oid).length, { timeout: 5_000 }).toBe(2);
  });

  it('an invalid card number is refused on the card page', async () => {
    const start = await post(gateway, signedForm().fields);
    const cardPage = new URL(start.headers.get('location')!, gateway).toString();
    const answer = await post(cardPage, { carte: '4242 4242 4242 4241', expiration: '12/30', cvv: '123' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Numéro de carte invalide.');
  });

  it('speaks Arabic, right to left, when the merchant asks with lang=ar, as CMI’s page does', async () => {
    const start = await post(gateway, signedForm({ locale: 'ar' }).fields);
    const cardPage = new URL(start.headers.get('location')!, gateway).toString();
    const page = await (await fetch(cardPage)).text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>دفع آمن</h1>');
    expect(page).toContain('<label for="carte">رقم البطاقة</label>');
    expect(page).toContain('ادفع 150,00\u00a0درهم');
    expect(page).not.toMatch(/Paiement|Numéro|Payer|Commande/);
    expect(await (await post(cardPage, { carte: '4242 4242 4242 4241', expiration: '12/30', cvv: '123' })).text()).toContain('رقم البطاقة غير صالح.');
    const afterCard = await post(cardPage, { carte: '4242 4242 4242 4242', expiration: '12/30', cvv: '123' });
    const threeDs = new URL(afterCard.headers.get('location')!, gateway).toString();
    expect(await (await fetch(threeDs)).text()).toContain('<label for="code">الرمز الذي وصلك في الرسالة</label>');
    const back = await (await post(threeDs, { code: TEST_3DS_CODE })).text();
    expect(back).toContain('<h1>تم قبول الدفع</h1>');
    expect(backTo(back)).toMatch(/\/ar\/paiement\/cmi\/ok\?oid=/);
  });
});
