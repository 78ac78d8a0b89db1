/**
 * What the security probe of 2026-11-26 found on the running site, each answered as it should be:
 * list addresses that print only names the site knows and cache only what our links make, HSTS over
 * HTTPS only, the benchmark's page for our own clients only, a real 404 for someone else's receipt.
 */
import { expect, test } from '@playwright/test';
import { withSiteDatabase } from './database';
import { signInAs } from './session';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
});

test('a list address never prints a name the site does not know', async ({ request }) => {
  const spam = await request.get('/annonce/moto?marque=Visitez%20arnaque-site%20appelez%200600000000&ville=Zzz');
  expect(spam.status()).toBe(404);
  const html = await spam.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toMatch(/<(h1|title)[^>]*>[^<]*arnaque/);
  expect((await request.get('/annonce/pneu?categorie=Inventee')).status()).toBe(404);
  // A known name however it is written, shown as the site spells it.
  const known = await request.get('/motos-a-vendre?marque=yamaha&ville=fes');
  expect(known.status()).toBe(200);
  expect(await known.text()).toMatch(/<h1[^>]*>Motos Yamaha à vendre(<!-- -->)? à Fès<\/h1>/);
});

test('only the searches our links make are cached and indexed', async ({ request }) => {
  const linked = await request.get('/motos-a-vendre?marque=Honda');
  expect(linked.headers()['x-nextjs-cache']).toMatch(/HIT|MISS|STALE/);
  expect(await linked.text()).not.toContain('name="robots"');
  const typed = await request.get('/motos-a-vendre?marque=Honda&prixmax=123456');
  expect(typed.status()).toBe(200);
  expect(typed.headers()['x-nextjs-cache']).toBeUndefined();
  expect(typed.headers()['cache-control']).toContain('no-store');
  expect(await typed.text()).toContain('<meta name="robots" content="noindex, follow"/>');
  // The internal addresses are not public.
  // Nor are they under the page tree's own prefixes (/fr/… redirects to the plain address).
  for (const path of ['/liste/moto/tout', '/liste-directe/moto/tout', '/liste/moto/marque%3DZzz', '/fr/liste/moto/tout', '/ar/liste-directe/moto/tout']) {
    expect((await request.get(path, { headers: { 'x-motomaroc-list': 'devine' } })).status(), path).toBe(404);
  }
});

test('HSTS goes out over HTTPS only', async ({ request }) => {
  expect((await request.get('/pages/about')).headers()['strict-transport-security']).toBeUndefined();
  const https = await request.get('/pages/about', { headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('the benchmark’s page cache floor answers our own clients only', async ({ request }) => {
  expect((await request.get('/sante/en-cache/424242')).status()).toBe(404);
  expect((await request.get('/sante/en-cache/424242', { headers: { 'x-app-key': 'pas-la-cle-du-tout-non' } })).status()).toBe(404);
  expect((await request.get('/sante/en-cache/424242', { headers: { 'x-app-key': 'motomaroc-cle-app-developpement' } })).status()).toBe(200);
});

test('someone else’s receipt is a real 404', async ({ page }) => {
  const theirs = await withSiteDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select s.idsponsoring as id from sponsoring s join utilisateur u using (idutilisateur)
       where u.email <> 'sara.filali@demo.motomaroc.ma' and exists (select 1 from paiement p where p.idsponsoring = s.idsponsoring and p.etat = 'payee') limit 1`,
    );
    return rows[0]!.id;
  });
  await signInAs(page, 'sara.filali@demo.motomaroc.ma', '/compte/annonce');
  const response = await page.goto(`/compte/ads/recu/${theirs}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page n’existe pas ou plus');
  expect((await page.goto('/compte/ads/recu/999999999'))?.status()).toBe(404);
  expect((await page.goto('/compte/ads/paiement/INCONNU000'))?.status()).toBe(404);
});
