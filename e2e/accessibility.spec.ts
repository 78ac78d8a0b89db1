/**
 * axe-core (Deque's engine) over the public, seller and admin pages, at the phone and desktop
 * widths of the two projects: no serious or critical violation anywhere, and no two landmarks of
 * the same name.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './session';

async function audit(page: Page, path: string) {
  // Hydrated, so that what the scripts add (menus, charts, forms) is audited too.
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.readyState === 'complete' && !document.querySelector('[aria-busy="true"]'));
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default finishes every run in a new blank page, one more
    // renderer each time, which was half of axe's time here. Our pages embed no frame from
    // another origin, the one thing that needs it.
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({
      // Still marked experimental in axe, but what speech users depend on: a control's name holds its visible text.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only the violations are described node by node: describing every passing node too was a
      // quarter of axe's time, which is most of this file's (CI's Chromium has two CPUs).
      resultTypes: ['violations'],
    })
    .analyze();
  // Serious and critical ones; and landmarks of the same name, which the probe found on home.
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'landmark-unique',
  );
  const described = blocking.map(
    (v) =>
      `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  // Every page is audited before the test fails, so that one run lists everything to fix.
  expect.soft(described, `${path}: ${described.join('\n')}`).toEqual([]);
  return results;
}

const PUBLIC = [
  '/',
  '/motos-a-vendre',
  '/annonce/equipement-motard',
  '/motos-neuves',
  '/motos-neuves/yamaha',
  '/motos-a-vendre/suzuki/address-110',
  '/recherche?q=yamaha',
  '/recherche?q=zzzzzz',
  '/motos-a-vendre?q=honda&ville=Ifrane',
  '/boutiques',
  '/sponsoring',
  '/pages/contact',
  '/auth/signin',
  '/auth/signup',
  // Their Arabic twins, right to left.
  '/ar/motos-neuves',
  '/ar/motos-a-vendre/suzuki/address-110',
  '/ar/boutiques',
  '/ar/pages/contact',
  '/ar/pages/condition-politique',
  '/ar/favoris',
  '/mon-garage',
  '/ar/mon-garage',
];

test('public pages', async ({ page, request }) => {
  test.slow();
  const newest = (await (await request.get('/api/v1/moto/annonce?limit=1')).json()).annonces[0] as { idannonce_moto: number };
  const [tyreSize] = (await (await request.get('/api/v1/equipement/pneu/tailles?limit=1')).json()) as { taille: string }[];
  for (const path of [
    ...PUBLIC,
    `/annonce/detail-moto/x/${newest.idannonce_moto}`,
    `/signaler/moto/${newest.idannonce_moto}`,
    `/pneus/${tyreSize!.taille}`,
    `/ar/pneus/${tyreSize!.taille}`,
  ]) {
    await page.goto(path);
    await audit(page, path);
  }
});

test('seller pages', async ({ page }) => {
  test.slow();
  await signInAs(page, 'omar.lahlou@demo.motomaroc.ma', '/compte/annonce');
  // Buying a sponsoring for one of the seller's listings (only looked at: nothing is bought).
  const sponsor = (await page
    .getByRole('link', { name: /^Sponsoriser « / })
    .first()
    .getAttribute('href'))!;
  for (const path of [
    sponsor,
    `/ar${sponsor}`,
    '/compte/annonce',
    '/compte',
    '/compte/securite',
    '/compte/notifications',
    '/compte/ads',
    '/compte/vendre',
    '/ar/compte/annonce',
    '/ar/compte/vendre',
    '/ar/compte',
    '/ar/compte/ads',
    '/ar/compte/alertes',
    '/ar/compte/notifications',
    '/ar/compte/securite',
  ]) {
    await page.goto(path);
    await audit(page, path);
  }
});

test('admin pages', async ({ page }) => {
  test.slow();
  await signInAs(page, 'admin@motomaroc.ma', '/compte/admin');
  for (const path of [
    '/compte/admin',
    '/compte/admin/moderation',
    '/compte/admin/utilisateurs',
    '/compte/admin/signalements',
    '/compte/admin/messages',
    '/compte/admin/sponsoring',
    '/compte/admin/publicites',
    '/compte/admin/journal',
  ]) {
    await page.goto(path);
    await audit(page, path);
  }
});

test('a language link’s name holds the words it shows, for speech users (390 px too)', async ({ page }) => {
  // axe's label-content-name-mismatch flagged the footer's link on every page at 390 px (2026-11-27):
  // its name "اقرأ هذه الصفحة بالعربية" did not hold its text "العربية" as a word.
  for (const path of ['/', '/ar', '/motos-a-vendre', '/ar/motos-a-vendre']) {
    await page.goto(path);
    const links = page.locator('a[hreflang]');
    for (let i = 0; i < (await links.count()); i++) {
      const link = links.nth(i);
      const [name, text] = [((await link.getAttribute('aria-label')) ?? '').toLocaleLowerCase(), (await link.innerText()).trim().toLocaleLowerCase()];
      if (!text || !name) continue;
      expect(name.split(/\s+/), `${path}: « ${name} » holds « ${text} »`).toEqual(expect.arrayContaining(text.split(/\s+/)));
    }
  }
});
