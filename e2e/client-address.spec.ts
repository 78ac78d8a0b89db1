/**
 * Rate limits count a client under the address it connects from: a header it writes itself
 * (X-Forwarded-For) does not make it someone else. Only a proxy the site trusts (TRUSTED_PROXIES;
 * the e2e site trusts only the machine itself, see global-setup.ts) may say whom it forwards. The
 * client here connects through the machine's network address, as a visitor on the Internet reaches
 * `npm start` with no proxy in front; it is skipped on a machine without one.
 */
import os from 'node:os';
import { expect, test } from '@playwright/test';

const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((candidate) => candidate && candidate.family === 'IPv4' && !candidate.internal)?.address;

test('a client cannot escape the account look-up limit by writing its own X-Forwarded-For', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once: both widths would count under the same address');
  test.skip(!networkAddress, 'this machine has no network address besides loopback');
  const site = new URL(process.env.E2E_BASE_URL!);
  site.hostname = networkAddress!;
  let forged = 0;
  // 30 look-ups per address every 10 minutes (RATE_LIMITS.accountLookup), each under a new forged address.
  const lookUp = () =>
    fetch(new URL('/api/v1/utilisateur/existe?email=personne@exemple.ma', site), { headers: { 'x-forwarded-for': `198.51.100.${++forged % 250}` } });
  for (let n = 0; n < 30; n++) expect((await lookUp()).status).toBe(200);
  const refused = await lookUp();
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: 'Trop de vérifications. Veuillez réessayer dans quelques minutes.' });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

  // A proxy on the same machine is trusted: the address it forwards is the client's own (the other e2e tests rely on it).
  const viaLocalProxy = await fetch(`${process.env.E2E_BASE_URL}/api/v1/utilisateur/existe?email=personne@exemple.ma`, { headers: { 'x-forwarded-for': '203.0.113.201' } });
  expect(viaLocalProxy.status).toBe(200);
});
