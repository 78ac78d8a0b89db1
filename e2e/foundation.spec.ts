import { expect, test } from '@playwright/test';

test('the home page shows the latest motos from the demo data, with prices in Dh and photos', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/MotoMaroc/);
  const motos = page.getByRole('region', { name: 'Motos' });
  const cards = motos.getByRole('article');
  await expect(cards.first()).toContainText(/\d[\d\u202f\u00a0 ]*\u00a0Dh|Prix non specifie/);
  const photo = cards.first().locator('img');
  // The newest may be one a browser test just posted (live at once when its risk is low): any uploaded photo.
  await expect(photo).toHaveAttribute('src', /^\/_next\/image\?url=%2Fuploads%2F(demo%2Fmotos|photos)%2F.+\.(jpg|webp)/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('the v1 API answers through the site, with its OpenAPI document', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  const search = await request.get('/api/v1/moto/annonce?marque=yamaha&limit=5');
  expect(search.status()).toBe(200);
  const body = await search.json();
  expect(body.annonces).toHaveLength(5);
  expect(body.annonces.every((a: { marque: string }) => a.marque === 'Yamaha')).toBe(true);
  const bad = await request.get('/api/v1/moto/annonce?page=0');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    error: 'Le paramètre page doit être un nombre entier supérieur ou égal à 1.',
    code: 'request.invalid',
    params: { champ: 'page' },
  });
  const document = await (await request.get('/api/v1/openapi.json')).json();
  expect(document.openapi).toBe('3.1.0');
  // Every error's code is listed with its French text.
  expect(document.info['x-codes-erreur']['request.invalid']).toBe('Parametres invalides.');
});

test('uploaded pictures are served, and nothing outside the uploads folder', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
  const logo = await request.get('/uploads/demo/marques/yamaha.svg');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/svg+xml');
  expect(logo.headers()['content-security-policy']).toContain("default-src 'none'");
  expect((await request.get('/uploads/..%2Fpackage.json')).status()).toBe(404);
  expect((await request.get('/uploads/demo/nothing.jpg')).status()).toBe(404);
});

test('the scripts a page starts with are compiled by the browser as they download (npm run build marks them)', async ({ request }) => {
  for (const path of ['/', '/motos-a-vendre', '/auth/signin']) {
    const html = await (await request.get(path)).text();
    // Every script tag but the polyfills that only browsers without modules load (noModule).
    const scripts = [...html.matchAll(/<script([^>]+)>/g)]
      .filter((tag) => !/noModule/i.test(tag[1]!))
      .flatMap((tag) => /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(tag[1]!)?.[1] ?? []);
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const script of scripts) {
      const source = await (await request.get(script)).text();
      expect(source.split('\n')[0], `${path}: ${script}`).toBe('//# allFunctionsCalledOnLoad');
    }
  }
});
