/**
 * Two instances of the site behind one load balancer, as the README's deployment section says: one
 * PostgreSQL, one Auth, one Redis (REDIS_URL), each instance with its own page cache. What the
 * admin decides on one instance is seen at once on the other, whose cached page would otherwise
 * live a minute more; a rate limit counts the requests of both. Each instance is started as
 * `npm start` starts it (its own data folder and ports); the second one uses the first one's
 * embedded PostgreSQL and Auth emulator. Needs Debian's redis-server (skipped without it, but under CI its absence fails the run).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { redisTestsCanRun, startRedisServer, type RedisServer } from '../scripts/lib/redis-server';
import { newestListingPath, removeSiteData, startSite, stopSite, type SiteUnderTest } from '../scripts/lib/site-under-test';
import { DEMO_PASSWORD } from './session';

/** The connection string of a site's embedded PostgreSQL, read from its data folder. */
function embeddedDatabaseUrl(site: SiteUnderTest): string {
  const port = fs.readFileSync(path.join(site.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = fs.readFileSync(path.join(site.dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/motomaroc`;
}

test('two instances sharing Redis: a refused listing leaves both at once, and a rate limit counts both', async () => {
  test.setTimeout(300_000);
  test.skip(!redisTestsCanRun('two instances sharing Redis'), 'redis-server is not installed (apt-get install redis-server)');
  const redis: RedisServer | null = await startRedisServer();
  const sites: SiteUnderTest[] = [];
  try {
    const a = await startSite({ env: { REDIS_URL: redis!.url } });
    sites.push(a);
    const b = await startSite({
      env: { REDIS_URL: redis!.url, DATABASE_URL: embeddedDatabaseUrl(a), FIREBASE_AUTH_EMULATOR_HOST: a.emulatorHost, JOBS: 'off' },
    });
    sites.push(b);

    // The same listing, cached by each instance.
    const listing = await newestListingPath(a.baseURL);
    const id = Number(listing.split('/').pop());
    for (const site of [a, b]) {
      expect((await fetch(`${site.baseURL}${listing}`)).status).toBe(200);
      expect((await fetch(`${site.baseURL}${listing}`)).headers.get('x-nextjs-cache')).toBe('HIT');
    }

    const signIn = await fetch(`http://${a.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@motomaroc.ma', password: DEMO_PASSWORD, returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    const refused = await fetch(`${a.baseURL}/api/v1/moto/admin/annonce/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ etat: 'refusee', motif_refus: 'Photos d’une autre moto' }),
    });
    expect(refused.status).toBe(200);

    // Gone from the instance that decided, and from the other one within the time Redis takes,
    // far under the minute its cached copy would have lived.
    expect((await fetch(`${a.baseURL}${listing}`)).status).toBe(404);
    const decidedAt = Date.now();
    await expect.poll(async () => (await fetch(`${b.baseURL}${listing}`)).status, { timeout: 5_000, intervals: [100] }).toBe(404);
    expect(Date.now() - decidedAt).toBeLessThan(5_000);

    // 30 account look-ups per address every 10 minutes, whichever instance answers.
    const lookUp = (site: SiteUnderTest) =>
      fetch(`${site.baseURL}/api/v1/utilisateur/existe?email=personne@exemple.ma`, { headers: { 'x-forwarded-for': '203.0.113.77' } }).then(
        (response) => response.status,
      );
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, n) => lookUp(n % 2 ? b : a)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await lookUp(a)).toBe(429);
    expect(await lookUp(b)).toBe(429);
  } finally {
    // The second instance first: it uses the first one's database and Auth emulator.
    for (const site of sites.reverse()) {
      await stopSite(site);
      removeSiteData(site);
    }
    await redis?.stop();
  }
});
