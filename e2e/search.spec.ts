/**
 * The search by words as a visitor uses it, at 390 and 1280 px: the header's box (behind a button
 * on a phone), its suggestions with the keyboard, the results page, a type's list keeping the
 * words, and a model page with its market price.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './session';

/** The header's search box, opened on a phone by its button (which puts the focus in it). */
async function headerSearchBox(page: Page) {
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox', { name: 'Rechercher sur le site' });
  if (test.info().project.name === 'phone') {
    const toggle = banner.locator('summary');
    await hydrated(toggle);
    await toggle.click();
    await expect(box).toBeFocused();
  } else {
    await hydrated(box);
    await box.focus();
  }
  // Its suggestions are loaded the first time it has the focus.
  await expect(box).toHaveAttribute('data-search-box', 'pret');
  return box;
}

/** Moves through the suggestions with the arrow key until `name` is the active one, then opens it. */
async function pickWithKeyboard(page: Page, name: RegExp) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher sur le site' });
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name });
  await expect(option).toBeVisible();
  const id = await option.getAttribute('id');
  for (let presses = 0; presses < 10 && (await box.getAttribute('aria-activedescendant')) !== id; presses++) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
}

test('a misspelled brand in the header, a suggestion picked with the keyboard, results, then one type', async ({ page, request }) => {
  const counts = (await (await request.get('/api/v1/recherche?q=Kawasaki')).json()) as { types: { type: string; total: number }[] };
  const motos = counts.types.find((type) => type.type === 'moto')!.total;
  expect(motos).toBeGreaterThan(0);

  await page.goto('/motos-a-vendre');
  const box = await headerSearchBox(page);
  await box.pressSequentially('kawazaki');
  // The words as typed come first; the brand it is a slip of, with its count, under them.
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toHaveText('Rechercher « kawazaki »');
  await expect(suggestions.getByRole('option', { name: /^Kawasaki\s*Marque/ })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toHaveText(/\d+ suggestions?/);
  await pickWithKeyboard(page, /^Kawasaki\s*Marque/);

  await expect(page).toHaveURL(/\/recherche\?q=Kawasaki$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « Kawasaki »');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  const byType = page.getByRole('navigation', { name: 'Résultats par type' });
  const motosLink = byType.getByRole('link', { name: new RegExp(`^Motos\\s*${motos}$`) });
  await expect(motosLink).toBeVisible();
  const titles = await page.getByRole('article').getByRole('link').allTextContents();
  expect(titles.length).toBe(Math.min(motos, 12));
  for (const title of titles) expect(title).toMatch(/Kawasaki/i);

  // Narrowed to one type, the words stay, as a field of the list's filters.
  await motosLink.click();
  await expect(page).toHaveURL(/\/motos-a-vendre\?q=Kawasaki/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  const listTitles = await page.getByRole('main').getByRole('article').getByRole('link').allTextContents();
  expect(listTitles.filter((title) => /Kawasaki/i.test(title)).length).toBe(motos);

  // Typed and sent as it is, the slip is read as the brand, and the page says so.
  await page.goto('/');
  const again = await headerSearchBox(page);
  await again.pressSequentially('kawazaki');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toHaveText('Rechercher « kawazaki »');
  await pickWithKeyboard(page, /^Rechercher « kawazaki »$/);
  await expect(page).toHaveURL(/\/recherche\?q=kawazaki$/);
  await expect(page.getByText('Nous avons aussi cherché « kawasaki » pour « kawazaki ».')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Résultats par type' }).getByRole('link', { name: new RegExp(`^Motos\\s*${motos}$`) })).toBeVisible();
});

test('Escape closes the suggestions, and on a phone the search itself', async ({ page }) => {
  await page.goto('/boutiques');
  const box = await headerSearchBox(page);
  await box.pressSequentially('ya');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /^Yamaha\s*Marque/ })).toBeVisible();
  await box.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  if (test.info().project.name === 'phone') {
    await box.press('Escape');
    await expect(box).toBeHidden();
    await expect(page.getByRole('banner').locator('summary')).toBeFocused();
  }
});

test('a model reached from its suggestion: its listings, market price and Product JSON-LD', async ({ page, request }) => {
  const models = (await (await request.get('/api/v1/moto/modeles')).json()) as { marqueSlug: string; slug: string; marque: string; modele: string }[];
  const chosen = models.find((model) => model.marque === 'Suzuki' && model.modele === 'Address 110') ?? models[0]!;
  const model = await (await request.get(`/api/v1/moto/modele/${chosen.marqueSlug}/${chosen.slug}`)).json();

  await page.goto('/motos-a-vendre');
  const box = await headerSearchBox(page);
  await box.pressSequentially(chosen.modele.toLowerCase());
  await pickWithKeyboard(page, new RegExp(`^${chosen.marque} ${chosen.modele}\\s*Modèle`));

  await expect(page).toHaveURL(new RegExp(`/motos-a-vendre/${chosen.marqueSlug}/${chosen.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${chosen.marque} ${chosen.modele}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/motos-a-vendre/${chosen.marqueSlug}/${chosen.slug}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const product = data.find((entry) => entry['@type'] === 'Product');
  expect(product).toMatchObject({
    name: `${chosen.marque} ${chosen.modele}`,
    brand: { name: chosen.marque },
    offers: { '@type': 'AggregateOffer', priceCurrency: 'MAD', lowPrice: model.prix.min, highPrice: model.prix.max, offerCount: model.annonces },
  });
  expect(data.filter((entry) => entry['@type'] === 'BreadcrumbList')).toHaveLength(1);
  const price = page.getByRole('region', { name: 'Prix du marché' });
  await expect(price).toContainText(model.prix.mediane !== null ? 'Prix médian' : 'Pas encore assez d’annonces avec un prix');
  await expect(page.getByRole('link', { name: `Toutes les motos ${chosen.marque}` })).toBeVisible();
  const firstCity = model.villes[0].ville as string;
  await expect(page.getByRole('link', { name: new RegExp(`^${chosen.marque} ${chosen.modele} à ${firstCity}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: new RegExp(`^Dernières ${chosen.marque} ${chosen.modele}`) }).getByRole('article')).toHaveCount(
    Math.min(model.annonces, model.dernieres.length),
  );
});
