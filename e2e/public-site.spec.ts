import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { listingDetailUrl } from '../lib/routes';
// Cached pages arrive before their scripts have run, and a click on a link that is not hydrated
// yet follows its href (the photo, full size) rather than opening the lightbox: a person taps
// again, a test waits.
import { hydrated } from './session';
import { withSiteDatabase } from './database';

/** A GET whose body arrives as sent (no decompression). */
function rawGet(url: URL, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** On a phone the filters sit behind a button. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filtrer/ });
  if (await toggle.isVisible()) {
    await hydrated(toggle);
    await toggle.click();
  }
}

test('home → search → list → detail → lightbox → contact → report', async ({ page }) => {
  test.slow(); // six pages and a report; beside the selling and payment journeys on CI's two CPUs it has taken 31 s
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Achetez et vendez votre moto au Maroc');
  await expect(page.getByRole('tab', { name: 'Annonces' })).toHaveAttribute('aria-selected', 'true');

  const brand = page.getByRole('combobox', { name: 'Marque' });
  await hydrated(brand);
  await brand.fill('yam');
  await page.getByRole('option', { name: 'Yamaha' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\/annonce\/moto\?marque=Yamaha&page=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motos Yamaha à vendre');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/motos-a-vendre\?marque=Yamaha$/);

  const firstListing = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Sponsorisé') })
    .first()
    .getByRole('link');
  const title = (await firstListing.textContent())!.trim();
  expect(title).toMatch(/^Yamaha/);
  await firstListing.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/annonce\/detail-moto\/Yamaha-[^/]+\/\d+$/);
  const detailUrl = page.url();

  // Lightbox: opens on the photo, moves with the keys, closes with Escape, focus comes back.
  const photo = page.getByRole('link', { name: /^Agrandir la photo 1 sur (\d+)/ });
  const count = Number(/sur (\d+)/.exec((await photo.getAttribute('aria-label'))!)![1]);
  await hydrated(photo);
  await photo.click();
  const dialog = page.getByRole('dialog', { name: 'Visionneuse de photos' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Photo 1 sur ${count}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  if (count > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`Photo 2 sur ${count}`)).toBeVisible();
    await page.keyboard.press('p');
    await expect(dialog.getByText(`Photo 1 sur ${count}`)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(photo).toBeFocused();

  // Contact: the number is fetched on request; WhatsApp quotes the listing.
  const contact = page.getByRole('button', { name: 'Afficher le numéro' }).locator('visible=true');
  await contact.click();
  const call = page.getByRole('link', { name: /^\+212 \d/ }).locator('visible=true');
  await expect(call).toHaveAttribute('href', /^tel:\+212\d{9}$/);
  const whatsapp = page.getByRole('link', { name: 'Écrire sur WhatsApp' }).locator('visible=true');
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/212\d{9}\?text=/);
  expect(decodeURIComponent(href.split('text=')[1]!)).toContain(`« ${title} »`);

  // Report: validation, success message, then back to the listing after 1.2 s.
  await page.getByRole('link', { name: 'Signaler l’annonce' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Signaler l'annonce");
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Signaler');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Veuillez selectionner un motif.');
  await page.getByRole('radio', { name: 'Autre (preciser)' }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Merci de preciser le probleme pour le motif Autre.');
  await page.getByLabel(/^Détails/).fill('Les photos ne correspondent pas au modèle annoncé.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Signalement envoye. Merci !');
  await page.waitForURL(detailUrl, { timeout: 5_000 });
});

test('home’s brand and shop links are in its HTML: hidden behind their tabs, shown to visitors without scripts', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/href="\/motos-neuves\/yamaha"/);
  expect(html).toMatch(/href="\/annonceur\/boutique\/\d+"/);
  expect(html).toContain('Voir toutes les marques');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Voir toutes les marques' })).toBeHidden();
  const tab = page.getByRole('tab', { name: 'Marques' });
  await hydrated(tab);
  await tab.click();
  await expect(page.getByRole('link', { name: 'Voir toutes les marques' })).toBeVisible();
  // Without scripts the tabs cannot switch: a noscript rule shows every panel. (Playwright's
  // javaScriptEnabled: false stops scripts but still parses noscript as text, so the rule is read
  // from the HTML.)
  expect(html).toContain('<noscript><style>.home-tabpanel[hidden]{display:block!important}</style></noscript>');
  expect(html.match(/class="home-tabpanel /g)).toHaveLength(3);
});

test('a report address naming no listing says the spec’s “Parametres invalides.”, with a way back', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  for (const path of ['/signaler/foo/abc', '/signaler/moto/abc', '/signaler/voiture/12?retour=/motos-a-vendre']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Signaler l'annonce");
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Parametres invalides.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/motos-a-vendre$/);
  expect((await page.request.get('/signaler/moto/999999999')).status()).toBe(404);
});

test('a title with markup shows as text in the lightbox caption', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  const title = 'Moto <b>gras</b> <i>penché</i> <span style="color:red">rouge</span>';
  // One of the oldest listings, which no other journey opens (they take the newest), so that its
  // page is rendered with this title.
  const id = await withSiteDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `update annonce_moto set titre = $1 where idannonce_moto = (select idannonce_moto from annonce_moto where etat = 'publiee' order by date_publication, idannonce_moto limit 1 offset 2) returning idannonce_moto as id`,
      [title],
    );
    return rows[0]!.id;
  });
  await page.goto(listingDetailUrl('moto', title, id));
  const photo = page.getByRole('link', { name: /^Agrandir la photo 1 sur/ });
  await hydrated(photo);
  await photo.click();
  const dialog = page.getByRole('dialog', { name: 'Visionneuse de photos' });
  const caption = dialog.locator('figcaption');
  await expect(caption).toContainText(`${title} – photo 1`);
  await expect(caption.locator('b, i, span[style]')).toHaveCount(0);
});

test('a report sends nobody to another site, whatever its return address', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  const newest = (await (await request.get('/api/v1/moto/annonce?limit=1')).json()).annonces[0].idannonce_moto as number;
  // A tab after the first slash is dropped by the browser: `/\t/evil.example` is `//evil.example`.
  await page.goto(`/signaler/moto/${newest}?retour=/%09/evil.example`);
  const send = page.getByRole('button', { name: 'Envoyer' });
  await hydrated(send);
  await page.getByRole('radio', { name: 'Annonce en double' }).check();
  await send.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Signalement envoye. Merci !');
  // The spec's default for a moto, on this site.
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/annonce\/moto$/, { timeout: 5_000 });
});

test('list pages: filters and pages live in the URL, the back button works, sorting', async ({ page }) => {
  await page.goto('/motos-a-vendre');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motos à vendre au Maroc');
  await expect(page.getByRole('heading', { name: 'Motos par marque' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Motos à Casablanca' })).toHaveAttribute('href', '/motos-a-vendre?ville=Casablanca');

  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/motos-a-vendre\?page=2$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/motos-a-vendre$/);

  await page.getByRole('combobox', { name: 'Trier par' }).selectOption('prix_asc');
  await expect(page).toHaveURL(/tri=prix_asc/);
  const results = page
    .getByRole('article')
    .filter({ has: page.locator('time') })
    .filter({ hasNot: page.getByText('Sponsorisé') });
  const prices = await results.locator('.lc-price').allTextContents();
  const values = prices.map((p) => Number(p.replace(/\D/g, ''))).filter((n) => n > 0);
  expect(values.length).toBeGreaterThan(5);
  expect(values).toEqual([...values].sort((a, b) => a - b));

  await openFilters(page);
  await page.getByLabel('Ville', { exact: true }).selectOption('Casablanca');
  await page.getByRole('main').getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/ville=Casablanca/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motos à vendre à Casablanca');
  const cities = await results.locator('time').locator('..').allTextContents();
  expect(cities.length).toBeGreaterThan(0);
  for (const city of cities) expect(city).toContain('Casablanca');
});

test('home carousels: embla takes over the server-rendered slides near the screen; dots and arrows', async ({ page, isMobile }) => {
  await page.goto('/');
  const carousel = page.getByRole('group', { name: 'Motos', exact: true }).and(page.locator('[aria-roledescription="carrousel"]'));
  const firstSlide = carousel.getByRole('group', { name: /^1 sur \d+$/ });
  await hydrated(firstSlide);
  // A mark on the server-rendered slide: it must still be there once embla drives the carousel.
  await firstSlide.evaluate((element) => ((element as HTMLElement & { rendered?: string }).rendered = 'serveur'));
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-embla', 'actif');
  expect(await firstSlide.evaluate((element) => (element as HTMLElement & { rendered?: string }).rendered)).toBe('serveur');

  const dots = carousel.getByRole('group', { name: 'Motos : pages' }).getByRole('button');
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  if (!isMobile) {
    await carousel.getByRole('button', { name: 'Motos : suivant' }).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Motos : précédent' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  }
  await expect(carousel.getByRole('link', { name: /.+/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir Plus : Motos' })).toHaveAttribute('href', '/annonce/moto');
});

test('an empty search shows a clear empty state', async ({ page }) => {
  await page.goto('/annonce/pneu?prixmin=99999999');
  await expect(page.getByText('Aucun pneu ne correspond à votre recherche.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Effacer les filtres' }).first()).toBeVisible();
});

test('a premium ad card sits at the 6th position and counts its reach once seen', async ({ page }) => {
  const reach = page.waitForRequest((request) => /\/api\/bff\/premiumads\/\d+\/reach$/.test(request.url()) && request.method() === 'POST');
  await page.goto('/annonce/equipement-motard');
  const grid = page.getByRole('region', { name: 'Résultats' }).getByRole('list').first();
  const sixth = grid.locator(':scope > li').nth(5);
  await expect(sixth.getByRole('complementary')).toHaveAttribute('aria-label', /^Publicité/);
  await sixth.scrollIntoViewIfNeeded();
  await reach;
});

test('brand and shop pages', async ({ page }) => {
  await page.goto('/motos-neuves');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marques de motos');
  await page.getByRole('link', { name: 'Yamaha' }).click();
  await expect(page).toHaveURL(/\/motos-neuves\/yamaha$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motos Yamaha');
  await expect(page.getByRole('heading', { name: 'Modèles Yamaha' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/boutiques');
  await page.getByRole('link', { name: /Atlas Motos/ }).click();
  await expect(page).toHaveURL(/\/annonceur\/boutique\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atlas Motos');
  await expect(page.getByRole('heading', { name: /^Motos \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('unknown pages and listings are real 404s', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  for (const path of [
    '/annonce/detail-moto/Inconnue/999999',
    '/annonce/detail-moto/default-title/0',
    '/motos-neuves/inconnue',
    '/annonce/velos',
    '/nulle-part',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page n’existe pas ou plus');
  }
});

test('a listing page is indexable: title, canonical, Product JSON-LD, one h1', async ({ page, request }) => {
  const search = await (await request.get('/api/v1/moto/annonce?limit=1')).json();
  const listing = search.annonces[0];
  // Reached under another title, the page names its own address and shows it.
  const own = listingDetailUrl('moto', listing.titre, listing.idannonce_moto);
  const response = await page.goto(`/annonce/detail-moto/x/${listing.idannonce_moto}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${own}$`));
  await expect.poll(() => new URL(page.url()).pathname).toBe(own);
  await expect(page).toHaveTitle(new RegExp(`${listing.titre.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\| MotoMaroc$`));
  await expect(page.locator('h1')).toHaveCount(1);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const product = data.find((d) => Array.isArray(d['@type']) && d['@type'].includes('Product'));
  expect(product).toMatchObject({ name: listing.titre, brand: { name: listing.marque } });
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/uploads\//);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/sitemaps/motos-0.xml');
  expect(await (await request.get('/sitemaps/motos-0.xml')).text()).toContain(`/${listing.idannonce_moto}</loc>`);
});

test('a view is counted once per visit, and no analytics without an id', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once');
  const search = await (await request.get('/api/v1/equipement/annonce?type=pneu&limit=1')).json();
  const id = search.annonces[0].idannonce_equipement;
  const views = async () => {
    // A reset connection (a kept-alive socket the server just closed) is one more try, not a failure.
    for (let attempt = 1; ; attempt++) {
      try {
        return ((await (await request.get(`/api/v1/equipement/annonce/${id}`)).json()) as { vues: number }).vues;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  };
  const before = await views();
  const counted = page.waitForRequest((r) => r.url().endsWith(`/api/bff/equipement/incrementer-vues/${id}`));
  await page.goto(`/annonce/detail-pneu/x/${id}`);
  await counted;
  await page.reload({ waitUntil: 'load' });
  await page.waitForTimeout(1_000);
  await expect.poll(views).toBe(before + 1);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test('brand and model pages are served from the page cache; a brand’s further pages are its list’s', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  const cacheOf = async (path: string) => (await request.get(path)).headers()['x-nextjs-cache']?.replace('STALE', 'HIT');
  const models = (await (await request.get('/api/v1/moto/modeles')).json()) as { marqueSlug: string; slug: string }[];
  for (const path of ['/motos-neuves/yamaha', '/ar/motos-neuves/yamaha', `/motos-a-vendre/${models[0]!.marqueSlug}/${models[0]!.slug}`]) {
    await request.get(path);
    expect(await cacheOf(path), path).toBe('HIT');
  }
  const further = await request.get('/motos-neuves/yamaha?page=2', { maxRedirects: 0 });
  expect(further.status()).toBe(308);
  expect(further.headers()['location']).toBe('/motos-a-vendre?page=2&marque=yamaha');
});

test('list and listing pages are served from cache, one entry per search however it is written', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  // HIT, or STALE when another test cached the page more than a minute ago: served from the cache either way.
  const cacheOf = async (path: string) => (await request.get(path)).headers()['x-nextjs-cache']?.replace('STALE', 'HIT');
  await request.get('/annonce/moto?ville=Rabat&marque=Honda');
  // Rewritten on this same server: an absolute rewrite would be fetched again over HTTP (2026-11-27).
  expect((await request.get('/annonce/moto?marque=Honda&ville=Rabat')).headers()['x-middleware-rewrite']).toMatch(/^\/fr\/liste\//);
  expect(await cacheOf('/annonce/moto?marque=Honda&utm_source=test&page=1&ville=Rabat')).toBe('HIT');
  expect(await cacheOf('/annonce/moto?marque=Honda&ville=Rabat')).toBe('HIT');
  const first = await request.get('/annonce/moto?marque=Honda&ville=Rabat');
  expect(first.headers()['cache-control']).toMatch(/s-maxage=60\b/);

  // A seeded listing well down the list: the newest ones are reported, approved and counted by
  // other journeys meanwhile, which rebuilds their page (another version, another ETag).
  const search = await (await request.get('/api/v1/moto/annonce?limit=1&page=20')).json();
  const detail = listingDetailUrl('moto', search.annonces[0].titre, search.annonces[0].idannonce_moto);
  await request.get(detail);
  expect(await cacheOf(detail)).toBe('HIT');
  // Fresh (HIT, not STALE): a stale page is rebuilt behind the answer, and its next version has another ETag.
  await expect.poll(async () => (await request.get(detail)).headers()['x-nextjs-cache']).toBe('HIT');

  // Sent whole, with its byte length (accents are two bytes) and an ETag; a client that has it gets a 304.
  const cached = await request.get(detail, { headers: { 'accept-encoding': 'identity' } });
  const bytes = await cached.body();
  expect(Number(cached.headers()['content-length'])).toBe(bytes.length);
  expect(bytes.toString('utf8')).toContain('</html>');
  const etag = cached.headers()['etag'];
  expect(etag).toMatch(/^"[\w-]{27}"$/);
  const revalidated = await request.get(detail, { headers: { 'if-none-match': etag! } });
  expect(revalidated.status()).toBe(304);
  expect((await revalidated.body()).length).toBe(0);
  expect((await request.get(detail, { headers: { 'if-none-match': '"autre"' } })).status()).toBe(200);
  // A browser gets the page's compressed copy (read raw: request.get would decompress it): the same bytes once decompressed.
  for (const [encoding, decompress] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const raw = await rawGet(new URL(detail, baseURL), { 'accept-encoding': encoding });
    expect(raw.headers['content-encoding']).toBe(encoding);
    expect(raw.headers['vary']).toMatch(/Accept-Encoding/);
    expect(raw.headers['etag']).toBe(etag);
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    expect(raw.body.length).toBeLessThan(bytes.length / 4);
    expect(decompress(raw.body).equals(bytes)).toBe(true);
  }

  // The internal address of a cached search is not a page of its own.
  expect((await request.get('/liste/moto/marque%3DHonda')).status()).toBe(404);
});

test('the health page through the page cache (the benchmark floor): rendered once per address, then cached; never indexed', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  const address = `/sante/en-cache/${Date.now() % 1_000_000_000}`;
  // Our own clients only (e2e/hardening.spec.ts): the benchmark sends the application key.
  const ownClient = { 'x-app-key': 'motomaroc-cle-app-developpement' };
  const first = await request.get(address, { headers: ownClient });
  expect(first.status()).toBe(200);
  expect(first.headers()['x-nextjs-cache']).toBe('MISS');
  const body = await first.text();
  expect(body).toContain('MotoMaroc fonctionne.');
  expect(body).toMatch(/<meta name="robots" content="noindex"/);
  const again = await request.get(address, { headers: ownClient });
  expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  expect(await again.text()).toBe(body);
  expect((await request.get('/sante/en-cache/abc', { headers: ownClient })).status()).toBe(404);
  // Pages the build prerendered are still read from it.
  expect((await request.get('/pages/about')).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
});

test('a question about sponsoring: fields checked in the page, then sent to the sales team', async ({ page }) => {
  await page.goto('/sponsoring');
  const form = page.locator('form').filter({ has: page.getByLabel('Votre question') });
  await form.getByLabel('Votre adresse e-mail').fill('pas-une-adresse');
  await form.getByLabel('Sujet').fill('Hé');
  await form.getByLabel('Votre question').fill('Court');
  await form.getByRole('button').click();
  await expect(form.getByText('Veuillez indiquer une adresse e-mail valide.')).toBeVisible();
  await expect(form.getByText('Le sujet doit faire entre 3 et 120 caractères.')).toBeVisible();
  await form.getByLabel('Votre adresse e-mail').fill('garage.atlas@test.ma');
  await form.getByLabel('Sujet').fill('Tarif pour vingt annonces');
  await form.getByLabel('Votre question').fill('Proposez-vous un tarif pour une boutique qui sponsorise vingt annonces par mois ?');
  await form.getByRole('button').click();
  await expect(page.getByText('Message envoyé. Notre équipe commerciale vous répond par e-mail.')).toBeVisible();
});

test.describe('before the scripts have run, or without them', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact button still shows the seller’s number, on a page kept out of search engines, and counts it', async ({ page, request }) => {
    const newest = ((await (await request.get('/api/v1/moto/annonce?limit=1')).json()) as { annonces: { idannonce_moto: number; titre: string }[] })
      .annonces[0]!;
    const listing = listingDetailUrl('moto', newest.titre, newest.idannonce_moto);
    const counted = () => contactsShown(newest.idannonce_moto);
    const before = await counted();

    await page.goto(listing);
    await page.getByRole('button', { name: 'Afficher le numéro' }).locator('visible=true').click();
    await expect(page).toHaveURL((url) => url.pathname === `${listing}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacter le vendeur' })).toBeVisible();
    await expect(page.getByText(newest.titre)).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+212\d{9}$/);
    await expect(page.getByRole('link', { name: 'Écrire sur WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/212\d{9}\?text=Bonjour/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await counted()).toBe(before + 1);

    await page.getByRole('link', { name: '← Retour à l’annonce' }).click();
    await expect(page).toHaveURL((url) => url.pathname === listing);
    expect((await request.get(`${listing}/contact`.replace(/\/\d+\/contact$/, '/999999999/contact'))).status()).toBe(404);
  });
});

/** The listing's count of numbers shown (for its owner's Mes Annonces), read in the site's database. */
function contactsShown(id: number): Promise<number> {
  return withSiteDatabase(async (client) => {
    const { rows } = await client.query<{ contacts_telephone: number }>('select contacts_telephone from annonce_moto where idannonce_moto = $1', [id]);
    return rows[0]!.contacts_telephone;
  });
}
