/**
 * The site in Arabic, as far as it goes: the Arabic home under /ar is right to left, in Arabic,
 * fits a 390 px phone, pairs with the French home through hreflang both ways, and the switch in
 * the header and footer moves between them and remembers the choice. The French home keeps its
 * exact texts.
 */
import { expect, test, type Page } from '@playwright/test';

/** hreflang → address of a page's alternates, and its canonical address. */
async function alternatesOf(page: Page) {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) => elements.map((element) => [element.getAttribute('hreflang'), new URL(element.getAttribute('href')!).pathname] as const));
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  return { languages: Object.fromEntries(links), canonical: canonical && new URL(canonical).pathname };
}

test('the Arabic home reads right to left, fits the phone and pairs with the French one', async ({ page, baseURL }, testInfo) => {
  const outside: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اشترِ وبِع دراجتك النارية في المغرب');
  await expect(page.getByRole('tab', { name: 'الإعلانات' })).toHaveAttribute('aria-selected', 'true');
  // Prices in Western digits with the Arabic unit, on the cards.
  await expect(page.locator('.lc-price').first()).toHaveText(/^\d{1,3}(?:[\u202f ]\d{3})*\u00a0درهم$|^الثمن غير محدد$/);
  // The Arabic font is loaded, and from the site itself (no request leaves it: see `outside`).
  expect(await page.evaluate(async () => (await document.fonts.ready, [...document.fonts].some((font) => font.status === 'loaded')))).toBe(true);

  // Nothing wider than the phone (the desktop run checks its own width).
  const width = testInfo.project.name === 'phone' ? 390 : page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: testInfo.outputPath('accueil-ar.png'), fullPage: true });

  const arabic = await alternatesOf(page);
  expect(arabic).toEqual({ canonical: '/ar', languages: { 'fr-MA': '/', 'ar-MA': '/ar', 'x-default': '/' } });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Achetez et vendez votre moto au Maroc');
  const french = await alternatesOf(page);
  expect(french).toEqual({ canonical: '/', languages: arabic.languages });
  expect(outside).toEqual([]);
});

test('the switch keeps the page and remembers the language; a browser in Arabic is only offered it', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once, at 390 px');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar-MA' });
  const page = await context.newPage();
  await page.goto('/');
  // No redirect: the French page, with an offer in Arabic.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const offer = page.getByRole('region', { name: 'هذه الصفحة متوفرة أيضًا بالعربية.' });
  await expect(offer).toBeVisible();
  await offer.getByRole('link', { name: 'اقرأ بالعربية' }).click();
  await page.waitForURL('**/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await context.cookies()).find((cookie) => cookie.name === 'motomaroc_langue')?.value).toBe('ar');

  // Back to French from the footer's switch; the choice is remembered and nothing is offered again.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Lire cette page en français' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await context.cookies()).find((cookie) => cookie.name === 'motomaroc_langue')?.value).toBe('fr');
  await page.reload();
  await page.waitForTimeout(500);
  await expect(page.getByRole('region', { name: 'هذه الصفحة متوفرة أيضًا بالعربية.' })).toHaveCount(0);

  // A page without an Arabic twin yet: the switch (a plain link, no script needed) leads to the
  // Arabic home.
  await page.goto('/boutiques');
  await page.getByRole('contentinfo').getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' }).click();
  await page.waitForURL((url) => url.pathname === '/ar');
  await context.close();
});
