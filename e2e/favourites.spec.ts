/**
 * Favourites as a buyer keeps them, on a phone: hearts on the cards and the listing page, kept for
 * the device's guest, joined to the account made afterwards; the same page, cached, for everyone;
 * and a heart that works before (or without) the page's scripts.
 */
import { expect, test, type Page } from '@playwright/test';
import { heartAndWait, hydrated, randomPhone, unique } from './session';

test.skip(({ isMobile }) => !isMobile, 'the buyer journeys of the issue are at 390 px');
// Sign-ups are limited per address: this journey comes from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

/** The heart of the n-th card of the list. */
const cardHeart = (page: Page, n: number) =>
  page
    .getByRole('main')
    .locator('article')
    .nth(n)
    .getByRole('button', { name: /^Favori : / });

test('a guest hearts two listings, signs up, and finds them in /favoris', async ({ page, request }) => {
  await page.goto('/motos-a-vendre');
  const first = cardHeart(page, 1);
  await hydrated(first);
  const firstTitle = (await first.getAttribute('aria-label'))!.replace('Favori : ', '');
  await heartAndWait(first);

  // The second from its own page.
  await page.getByRole('main').locator('article').nth(3).getByRole('link').click();
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Favori : / })
    .first();
  await hydrated(heart);
  const secondTitle = (await heart.getAttribute('aria-label'))!.replace('Favori : ', '');
  await heartAndWait(heart);

  // The list page is the same cached page for everyone: no heart is filled in its HTML; this
  // device's are filled in after load.
  const html = await (await request.get('/motos-a-vendre')).text();
  expect(html).not.toContain('aria-pressed="true"');
  await page.goto('/motos-a-vendre');
  await expect(cardHeart(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(cardHeart(page, 0)).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/favoris');
  await expect(page.getByText('Vos favoris sont gardés sur cet appareil.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

  await page.goto('/auth/signup');
  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await hydrated(submit);
  await page.getByLabel('Nom complet').fill('Nadia Alaoui');
  await page.getByLabel('Adresse e-mail').fill(`favoris-${unique()}@test.ma`);
  await page.getByLabel('Téléphone').fill(`+212 ${randomPhone().slice(1)}`);
  await page.getByLabel('Ville').selectOption('Rabat');
  await page.getByLabel('Mot de passe').fill('un-bon-mot-de-passe');
  await page.getByRole('checkbox', { name: /J’accepte/ }).check();
  await expect(page.getByTestId('captcha')).toContainText('Vérifié', { timeout: 20_000 });
  await submit.click();
  await expect(page).toHaveURL(/\/compte\/annonce$/, { timeout: 20_000 });

  await page.goto('/favoris');
  await expect(page.getByRole('heading', { name: 'Mes favoris' })).toBeVisible();
  await expect(page.getByText('Vos favoris sont gardés sur cet appareil.')).toHaveCount(0);
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(secondTitle);
  await expect(items.nth(1)).toContainText(firstTitle);
  await expect(items.nth(0).getByRole('link', { name: secondTitle })).toBeVisible();
});

test.describe('before the page’s scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('a heart is a form: it keeps the listing, says so, and the list takes it back', async ({ page }) => {
    await page.goto('/motos-a-vendre');
    const heart = cardHeart(page, 2);
    const title = (await heart.getAttribute('aria-label'))!.replace('Favori : ', '');
    await heart.click();
    await expect(page).toHaveURL(/\/favoris\?message=ajoute$/);
    await expect(page.getByRole('status')).toHaveText('Annonce ajoutée à vos favoris.');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('listitem')).toContainText(title);

    // The same heart again counts nothing twice.
    await page.goBack();
    await cardHeart(page, 2).click();
    await expect(page.getByRole('status')).toHaveText('Cette annonce était déjà dans vos favoris.');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: `Retirer des favoris : ${title}` }).click();
    await expect(page.getByRole('status')).toHaveText('Annonce retirée de vos favoris.');
    await expect(page.getByText('Aucun favori pour le moment')).toBeVisible();
  });
});

test('on a listing, the contact bar takes over once the seller’s box is out of view, without moving anything', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/motos-a-vendre');
  await page.getByRole('main').locator('article').first().getByRole('link').click();
  const bar = page.getByRole('region', { name: 'Appeler ou écrire au vendeur' });
  const box = page.locator('#contact-telephone');
  await box.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  // Just past the box: the bar shows.
  await page.evaluate(() => window.scrollBy(0, document.getElementById('contact-telephone')!.getBoundingClientRect().bottom + 20));
  await expect(bar).toBeVisible();
  const call = bar.getByRole('button', { name: 'Appeler' });
  await hydrated(call);
  await call.click();
  await expect(bar.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', /^tel:\+212/);
  await expect(bar.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  // At the end, the footer shows and the bar steps aside: it never covers the page's last lines.
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  // The box shares the number it already has: no second counted call.
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('link', { name: /\+212/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});
