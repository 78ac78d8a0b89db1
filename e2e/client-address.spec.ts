/**
 * Rate limits count a client under the address it connects from: a header it writes itself
 * (X-Forwarded-For) does not make it someone else. Only a proxy the site trusts (TRUSTED_PROXIES;
 * the e2e site trusts only the machine itself, see global-setup.ts) may say whom it forwards. The
 * client here connects from the machine's network address, as a visitor on the Internet reaches
 * `npm start` with no proxy in front; it is skipped on a machine without one.
 *
 * The site on the Auth emulator listens on loopback only (scripts/lib/forged-sign-in.ts), so the
 * client connects to 127.0.0.1 from the network address (Linux routes it locally): the site sees
 * the network address, as it would see a visitor's.
 */
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { expect, test } from '@playwright/test';

const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((candidate) => candidate && candidate.family === 'IPv4' && !candidate.internal)?.address;

/** A GET to the site from `localAddress`: status, headers and body. */
function getFrom(localAddress: string, url: URL, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.get(url, { localAddress, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

test('a client cannot escape the account look-up limit by writing its own X-Forwarded-For', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once: both widths would count under the same address');
  test.skip(!networkAddress, 'this machine has no network address besides loopback');
  const site = new URL(process.env.E2E_BASE_URL!);
  let forged = 0;
  // 30 look-ups per address every 10 minutes (RATE_LIMITS.accountLookup), each under a new forged address.
  const lookUp = () =>
    getFrom(networkAddress!, new URL('/api/v1/utilisateur/existe?email=personne@exemple.ma', site), { 'x-forwarded-for': `198.51.100.${++forged % 250}` });
  for (let n = 0; n < 30; n++) expect((await lookUp()).status).toBe(200);
  const refused = await lookUp();
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body)).toEqual({ error: 'Trop de vérifications. Veuillez réessayer dans quelques minutes.', code: 'rateLimit.accountLookup' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  // A proxy on the same machine is trusted: the address it forwards is the client's own (the other e2e tests rely on it).
  const viaLocalProxy = await fetch(`${process.env.E2E_BASE_URL}/api/v1/utilisateur/existe?email=personne@exemple.ma`, {
    headers: { 'x-forwarded-for': '203.0.113.201' },
  });
  expect(viaLocalProxy.status).toBe(200);
});

test('on the Auth emulator the site listens on loopback only: the network cannot reach it', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once');
  test.skip(!networkAddress, 'this machine has no network address besides loopback');
  const port = Number(new URL(process.env.E2E_BASE_URL!).port);
  const outcome = await new Promise<string>((resolve) => {
    const socket = net.connect({ host: networkAddress!, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  expect(outcome).toBe('ECONNREFUSED');
});

test('what the site asks of v1 for a visitor counts under that visitor: two visitors, two budgets', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once: the budgets are the site’s, whatever the width');
  const site = process.env.E2E_BASE_URL!;
  // The no-script heart form: the route handler calls v1 in process for its visitor (120 hearts
  // every 10 minutes each, RATE_LIMITS.favourites). Until 2026-11-27 every visitor was `local` there.
  const heart = (address: string) =>
    fetch(`${site}/favoris/coeur`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: 'annonce=moto-1&action=ajouter',
    }).then((answer) => answer.headers.get('location') ?? `${answer.status}`);
  const first = '203.0.113.61';
  const spent: string[] = [];
  for (let n = 0; n < 121; n++) spent.push(await heart(first));
  expect(spent.slice(0, 120).every((location) => !location.endsWith('message=trop'))).toBe(true);
  expect(spent[120]).toBe('/favoris?message=trop');
  // Another visitor still has their own budget, and the first still has none.
  expect(await heart('203.0.113.62')).not.toBe('/favoris?message=trop');
  expect(await heart(first)).toBe('/favoris?message=trop');
});
