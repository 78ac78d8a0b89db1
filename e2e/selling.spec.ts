/**
 * Selling, end to end in the browser: a particulier posts a moto from a phone with three photos
 * (reordered), finds it en attente in Mes Annonces, an admin publishes it through v1, it is on
 * /motos-a-vendre at once with its photos in the chosen order; then edit, deactivate, sold. A shop
 * posts a tyre on a desktop. A closed tab gives its draft back.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, signInAs } from './session';
import sharp from 'sharp';

const PARTICULIER = 'youssef.elfassi@demo.motomaroc.ma';
const BOUTIQUE = 'contact@atlas-motos.ma';
const ADMIN = 'admin@motomaroc.ma';
const COLORS = { rouge: { r: 200, g: 40, b: 40 }, vert: { r: 40, g: 180, b: 60 }, bleu: { r: 40, g: 60, b: 200 } } as const;
type Color = keyof typeof COLORS;

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

const signIn = signInAs;

/** A 12 MP phone photo of one flat colour (its colour tells the photos apart once stored). */
async function phonePhoto(color: Color) {
  const { r, g, b } = COLORS[color];
  return {
    name: `${color}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r, g, b } } })
      .jpeg({ quality: 92 })
      .toBuffer(),
  };
}

/** The colour of a stored photo, read back from the site. */
async function storedColor(page: Page, path: string): Promise<Color> {
  const response = await page.request.get(`/uploads/${path}`);
  expect(response.ok()).toBe(true);
  const { channels } = await sharp(await response.body()).stats();
  const [r, g, b] = channels.map((channel) => channel.mean);
  const distance = (c: Color) => Math.abs(COLORS[c].r - r!) + Math.abs(COLORS[c].g - g!) + Math.abs(COLORS[c].b - b!);
  return (Object.keys(COLORS) as Color[]).sort((x, y) => distance(x) - distance(y))[0]!;
}

/** A finger pressed on one element and moved onto another (Chrome's touch events, as on a phone). */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const point = (box: typeof start, t: number) => ({ x: box.x + box.width / 2 + (end.x - start.x) * t, y: box.y + box.height / 2 + (end.y - start.y) * t });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(start, 0)] });
  for (let step = 1; step <= 8; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(start, step / 8)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

function myListing(page: Page, titre: string) {
  return page.locator('li[data-listing]').filter({ has: page.getByRole('heading', { name: titre }) });
}

async function listingId(row: Locator): Promise<number> {
  return Number((await row.getAttribute('data-listing'))!.split('-')[1]);
}

test('a particulier posts a moto from a phone, live at once; reorders its photos, manages it; scam words make it wait', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone journey');
  test.slow(); // three 12 MP photos reduced and sent, moderation, edits
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  await signIn(page, PARTICULIER, '/compte/vendre');
  const kind = page.getByRole('main').getByText('Une moto', { exact: true });
  await hydrated(kind);
  await kind.click();

  await page.getByRole('combobox', { name: 'Marque' }).fill('yam');
  await page.getByRole('option', { name: 'Yamaha' }).click();
  await page.getByLabel('Modèle', { exact: true }).fill('MT-07');
  await page.getByLabel('Année-modèle').fill('2021');
  // The engine size comes from the known model; the title is proposed.
  await expect(page.getByLabel('Cylindrée (cm³)')).toHaveValue('689');
  await expect(page.getByLabel('Titre')).toHaveValue('Yamaha MT-07 2021');
  const titre = `Yamaha MT-07 2021 ${unique()}`;
  await page.getByLabel('Titre').fill(titre);
  await page.getByLabel('Kilométrage (km)').fill('15 000');
  await page.getByLabel('Catégorie').selectOption('Roadster');
  await page.getByText('Occasion', { exact: true }).click();

  await page.locator('input[type=file][multiple]').setInputFiles([await phonePhoto('rouge'), await phonePhoto('vert'), await phonePhoto('bleu')]);
  await expect(page.getByText('Photo 3 envoyée')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Photo \d envoyée$/)).toHaveCount(3);
  // The previews show (local blob: images).
  await expect
    .poll(() =>
      page
        .locator('[data-photo-tile] img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  // Dragged with a finger (rouge vert bleu → vert rouge bleu), then a keyboard button (→ vert bleu rouge).
  await touchDrag(page, page.locator('[data-photo-tile] > [aria-hidden]').nth(0), page.locator('[data-photo-tile] > [aria-hidden]').nth(1));
  await expect(page.locator('[data-photo-tile]').first().getByText('Principale')).toBeVisible();
  await page.getByRole('button', { name: 'Déplacer la photo 3 avant' }).click();

  await page.getByLabel('Description').fill('Première main, entretien chez le concessionnaire, pneus neufs.');
  await page.getByLabel('Prix (Dh)').fill('72 000');
  await page.getByLabel('Ville').selectOption('Rabat');
  await page.getByRole('button', { name: 'Publier l’annonce' }).click();
  await expect(page.getByRole('heading', { name: 'Annonce envoyée' })).toBeVisible();
  // An honest listing of a known seller: live at once, no one had to look at it.
  await expect(page.getByText('Elle est en ligne dès maintenant.')).toBeVisible();

  await page.getByRole('link', { name: 'Voir mes annonces' }).click();
  const row = myListing(page, titre);
  await expect(row.getByText('Publiée', { exact: true })).toBeVisible();
  const id = await listingId(row);
  const mine = await page.request.get(`/api/bff/moto/utilisateur/annonce/${id}`);
  const photos = ((await mine.json()) as { photos: string[] }).photos;
  expect(await Promise.all(photos.map((path) => storedColor(page, path)))).toEqual(['vert', 'bleu', 'rouge']);
  // Reduced in the browser, stored at 2048 px at most.
  const cover = await sharp(await (await page.request.get(`/uploads/${photos[0]}`)).body()).metadata();
  expect(Math.max(cover.width!, cover.height!)).toBeLessThanOrEqual(2048);

  await page.goto('/motos-a-vendre');
  const card = page.getByRole('link', { name: titre }).first();
  await expect(card).toBeVisible();
  await expect(page.locator(`img[src*="${encodeURIComponent(photos[0]!)}"]`).first()).toBeAttached();

  // Edit the price: the form says it is checked again; a fair price stays online.
  await page.goto('/compte/annonce');
  await myListing(page, titre)
    .getByRole('link', { name: `Modifier « ${titre} »` })
    .click();
  await expect(page.getByText(/Cette annonce est en ligne/)).toBeVisible();
  const price = page.getByLabel('Prix (Dh)');
  await expect(price).toHaveValue('72000');
  await hydrated(price);
  await price.fill('69000');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('heading', { name: 'Modifications enregistrées' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes annonces' }).click();
  await expect(myListing(page, titre).getByText('69 000 Dh')).toBeVisible();
  await expect(myListing(page, titre).getByText('Publiée', { exact: true })).toBeVisible();

  // A scammer's words: it waits for a person, who sees why.
  await page.goto('/compte/annonce');
  await myListing(page, titre)
    .getByRole('link', { name: `Modifier « ${titre} »` })
    .click();
  const description = page.getByLabel('Description');
  await hydrated(description);
  await description.fill('Je suis à l’étranger : envoi par transporteur après paiement par Wafacash.');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('heading', { name: 'Modifications enregistrées' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes annonces' }).click();
  await expect(myListing(page, titre).getByText('En attente', { exact: true })).toBeVisible();
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, ADMIN, `/compte/admin/moderation?etat=en_attente&type=moto&annonce=moto-${id}`);
  const reasons = adminPage.getByRole('region', { name: 'Évaluation du risque', exact: true });
  await expect(reasons.getByText(/Mots d’arnaque connus : « Wafacash », « je suis à l’étranger »/)).toBeVisible();
  await expect(reasons.getByText('(retient l’annonce)')).toBeVisible();
  // The words, highlighted in the description.
  await expect(adminPage.getByRole('article').locator('mark', { hasText: 'Wafacash' })).toBeVisible();
  await admin.close();

  await myListing(page, titre)
    .getByRole('button', { name: `Désactiver « ${titre} »` })
    .click();
  await expect(myListing(page, titre).getByText('Désactivée', { exact: true })).toBeVisible();
  await myListing(page, titre)
    .getByRole('button', { name: `Marquer vendue « ${titre} »` })
    .click();
  // Where it sold, if the seller says: the back office counts it.
  await myListing(page, titre).getByRole('button', { name: 'Oui, grâce à MotoMaroc' }).click();
  await expect(myListing(page, titre).getByText('Vendue', { exact: true })).toBeVisible();
  await expect(myListing(page, titre).getByRole('link', { name: /^Modifier/ })).toHaveCount(0);
  // Previews (blob: images), uploads and the form ran within the account pages' security policy.
  expect(policyViolations).toEqual([]);
});

test('a shop posts a tyre with its size on a desktop; it is public once published, found by its size', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop journey');
  test.slow();
  await signIn(page, BOUTIQUE, '/compte/vendre');
  const kind = page.getByRole('main').getByText('Pneu', { exact: true });
  await hydrated(kind);
  await kind.click();
  await page.getByLabel('Catégorie').selectOption({ label: 'Pneus route' });
  await page.getByLabel('Marque (facultatif)').selectOption({ index: 1 });
  await page.getByText('Neuf', { exact: true }).click();
  await page.locator('input[type=file][multiple]').setInputFiles([await phonePhoto('vert')]);
  // The size in its own field, not in the title: a size it cannot read is refused beside it.
  const titre = `Pneu Michelin Power 6 ${unique()}`;
  await page.getByLabel('Titre').fill(titre);
  const size = page.getByLabel('Taille du pneu (facultatif)');
  await size.fill('180/55');
  await page.getByLabel('Prix (Dh)').fill('1450');
  await page.getByLabel('Ville').selectOption('Casablanca');
  // A link in the description is refused beside the field, and nothing is sent.
  await page.getByLabel('Description').fill('Voir aussi www.pneus-pas-chers.com');
  await expect(page.getByText('Photo 1 envoyée')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Publier l’annonce' }).click();
  await expect(page.getByText('Les liens et adresses de sites ne sont pas autorisés dans l’annonce.')).toBeVisible();
  await expect(page.getByText('Taille de pneu illisible : écrivez-la comme sur le flanc du pneu, par exemple 120/70 ZR17 58W.')).toBeVisible();
  await page.getByLabel('Description').fill('Pneu neuf, jamais monté, DOT 2026.');
  // Written as the seller writes it, read back as the sidewall writes it while they type.
  await size.fill('180 55 zr17 73w');
  await expect(page.getByText('Lu : 180/55 ZR17 73W')).toBeVisible();
  await page.getByLabel('Avant ou arrière').selectOption({ label: 'Arrière' });
  // The motorcycles it fits: a model suggested as it is typed, however it is written, with the years.
  await page.getByRole('combobox', { name: 'Modèle de la moto' }).fill('mt07');
  await page.getByRole('option', { name: 'Yamaha MT-07', exact: true }).click();
  await page.getByLabel('De l’année (facultatif)').fill('2014');
  await page.getByLabel('À l’année (facultatif)').fill('2020');
  await page.getByRole('button', { name: 'Ajouter ce modèle' }).click();
  await expect(page.getByRole('list', { name: 'Modèles compatibles choisis' })).toContainText('Yamaha MT-07 (2014–2020)');
  await page.getByRole('button', { name: 'Publier l’annonce' }).click();
  await expect(page.getByRole('heading', { name: 'Annonce envoyée' })).toBeVisible();

  await expect(page.getByText('Elle est en ligne dès maintenant.')).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes annonces' }).click();
  await expect(myListing(page, titre).getByText('Publiée', { exact: true })).toBeVisible();
  await expect(myListing(page, titre).getByText(/En ligne depuis/)).toBeVisible();
  await page.goto('/annonce/pneu');
  await expect(page.getByRole('link', { name: titre }).first()).toBeVisible();
  // Below the list, the sizes most on sale, each a link to its page.
  await expect(page.getByRole('region', { name: 'Pneus par taille' }).locator('a[href^="/pneus/"]').first()).toBeVisible();
  // Found by its size however a buyer types it; its page says the size and that it is a rear tyre.
  await page.goto(`/annonce/pneu?q=${encodeURIComponent('180 55 r17')}`);
  await page.getByRole('link', { name: titre }).first().click();
  const specs = page.locator('dl').filter({ hasText: 'Taille' });
  await expect(specs).toContainText('180/55 ZR17 73W');
  await expect(specs).toContainText('Arrière');
  await expect(specs).toContainText('Yamaha MT-07 (2014–2020)');
  // Each model it fits has a page of what fits that model, one tap from the listing, in both languages.
  const listingAddress = page.url();
  await page.getByRole('link', { name: 'Pièces et accessoires pour Yamaha MT-07' }).click();
  await expect(page).toHaveURL(/\/pieces\/yamaha\/mt-07$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pièces et accessoires pour Yamaha MT-07');
  await expect(page.getByRole('link', { name: titre }).first()).toBeVisible();
  await page.goto('/ar/pieces/yamaha/mt-07');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('قطع وإكسسوارات Yamaha MT-07');
  await expect(page.getByRole('link', { name: titre }).first()).toBeVisible();
  expect((await page.request.get('/pieces/yamaha/pas-un-modele')).status()).toBe(404);
  await page.goto(listingAddress);
  // One tap to every tyre of that size, a page of its own, in French and in Arabic.
  await page.getByRole('link', { name: 'Tous les pneus 180/55-17 en vente' }).click();
  await expect(page).toHaveURL(/\/pneus\/180-55-17$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pneus moto 180/55\u201117 à vendre');
  await expect(page.getByRole('link', { name: titre }).first()).toBeVisible();
  // From there, the tyre list with the size among its filters, to narrow by city or price.
  await page.getByRole('link', { name: /^Voir les .+ et filtrer$/ }).click();
  await expect(page).toHaveURL(/\/annonce\/pneu\?taille=180-55-17$/);
  const filters = page.getByRole('search', { name: 'Filtrer les annonces' });
  await expect(filters.getByLabel('Taille', { exact: true })).toHaveValue('180-55-17');
  await expect(page.getByRole('link', { name: titre }).first()).toBeVisible();
  await filters.getByLabel('Taille', { exact: true }).selectOption('120-70-17');
  await filters.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/taille=120-70-17/);
  await expect(page.getByRole('link', { name: titre })).toHaveCount(0);
  await page.goto('/ar/pneus/180-55-17');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إطارات دراجات نارية \u2066180/55\u201117\u2069 للبيع');
  await expect(page.getByRole('link', { name: titre }).first()).toBeVisible();
  expect((await page.request.get('/pneus/180-55-r17')).status()).toBe(404);

  // The same management as on the phone: the price, deactivation, sold.
  await page.goto('/compte/annonce');
  await myListing(page, titre)
    .getByRole('link', { name: `Modifier « ${titre} »` })
    .click();
  const price = page.getByLabel('Prix (Dh)');
  await expect(price).toHaveValue('1450');
  await expect(page.getByLabel('Taille du pneu (facultatif)')).toHaveValue('180/55 ZR17 73W');
  await hydrated(price);
  await price.fill('1390');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('heading', { name: 'Modifications enregistrées' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes annonces' }).click();
  await expect(myListing(page, titre).getByText('1 390 Dh')).toBeVisible();
  await myListing(page, titre)
    .getByRole('button', { name: `Désactiver « ${titre} »` })
    .click();
  await expect(myListing(page, titre).getByText('Désactivée', { exact: true })).toBeVisible();
  await myListing(page, titre)
    .getByRole('button', { name: `Marquer vendue « ${titre} »` })
    .click();
  await myListing(page, titre).getByRole('button', { name: 'Je préfère ne pas répondre' }).click();
  await expect(myListing(page, titre).getByText('Vendue', { exact: true })).toBeVisible();
});

test('a tab closed in the middle of a listing gives the draft back', async ({ page, context }) => {
  await signIn(page, PARTICULIER, '/compte/vendre');
  const kind = page.getByRole('main').getByText('Équipement motard', { exact: true });
  await hydrated(kind);
  await kind.click();
  await page.getByLabel('Titre').fill('Casque Shoei NXR2 taille M');
  await page.getByLabel('Prix (Dh)').fill('3500');
  // The draft is written 300 ms after the last change: wait until it holds the price.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('"3500"')))).toBe(true);
  await page.close();

  const again = await context.newPage();
  await again.goto('/compte/vendre');
  const restore = again.getByRole('button', { name: 'Reprendre le brouillon' });
  await hydrated(restore);
  await restore.click();
  await expect(again.getByLabel('Titre')).toHaveValue('Casque Shoei NXR2 taille M');
  await expect(again.getByLabel('Prix (Dh)')).toHaveValue('3500');
  await expect(again.getByRole('radio', { name: /Équipement motard/ })).toBeChecked();
});
