/**
 * A search alert as a buyer lives it, on a phone: saved from a search, told by a push when an
 * admin publishes a matching listing (never before), then by the morning mail, whose unsubscribe
 * link works without signing in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { withSiteDatabase } from './database';
import { hydrated, signInAs } from './session';

const BUYER = 'sara.filali@demo.motomaroc.ma';
const SELLER = 'adil.mansouri@demo.motomaroc.ma';
const ADMIN = 'admin@motomaroc.ma';

/** Quoted-printable undone: the mail folder keeps each mail as sent. */
const decodeMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (encoded) => Buffer.from(encoded.replace(/=/g, ''), 'hex').toString('utf8'));

async function approveAsAdmin(browser: Browser, id: number, titre: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAs(admin, ADMIN, `/compte/admin/moderation?etat=en_attente&type=moto&annonce=moto-${id}`);
  const desk = admin.getByRole('article');
  await expect(desk.getByRole('heading', { name: titre })).toBeVisible();
  const approve = desk.getByRole('button', { name: 'Approuver' });
  await hydrated(approve);
  await approve.click();
  await expect(admin.getByRole('navigation', { name: 'File de modération' }).getByText(titre, { exact: true })).toHaveCount(0);
  await context.close();
}

test('an alert saved from a search: its push when an admin publishes a match, its mail and unsubscribe', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the buyer journey of the issue, at 390 px');
  test.slow(); // two people sign in, and the jobs run in the background
  const word = `zorvex${Date.now().toString(36)}`;
  await signInAs(page, BUYER, '/compte');
  await page.goto(`/motos-a-vendre?q=${word}`);
  const create = page.getByRole('button', { name: /Créer une alerte/ });
  await hydrated(create);
  await create.click();
  await expect(page.getByRole('status').filter({ hasText: 'Alerte créée.' })).toBeVisible();

  await page.getByRole('link', { name: 'Gérer mes alertes' }).click();
  await expect(page).toHaveURL(/\/compte\/alertes$/);
  const card = page
    .locator('li')
    .filter({ hasText: `« ${word} »` })
    .first();
  await expect(card).toBeVisible();
  const frequency = card.getByRole('combobox', { name: /^Fréquence de/ });
  await hydrated(frequency);
  await frequency.selectOption('instant');
  await expect(frequency).toHaveValue('instant');
  await expect(card.getByText('Aucune nouvelle annonce trouvée pour le moment.')).toBeVisible();

  // A matching listing, posted and awaiting moderation: nothing yet.
  const titre = `Honda CB650R ${word}`;
  const id = await withSiteDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into annonce_moto (idutilisateur, titre, description, prix, marque, modele, model, kilometrage, cylindre, ville, photos, etat)
       select idutilisateur, $1, 'Comme neuve.', 79000, 'Honda', 'CB650R', 2022, 9000, 649, 'Rabat', (select photos from annonce_moto where cardinality(photos) > 0 order by idannonce_moto limit 1), 'en_attente' from utilisateur where email = $2
       returning idannonce_moto as id`,
      [titre, SELLER],
    );
    return rows[0]!.id;
  });
  await approveAsAdmin(browser, id, titre);

  // The push is recorded within seconds of the publication.
  await page.goto('/compte/notifications');
  const push = page.locator('main li').filter({ hasText: 'Nouvelle annonce' }).filter({ hasText: word });
  await expect(async () => {
    await page.reload();
    await expect(push).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Back to a daily mail; the morning digest (queued here as its 8:00 schedule would) tells it.
  await page.goto('/compte/alertes');
  const daily = card.getByRole('combobox', { name: /^Fréquence de/ });
  await hydrated(daily);
  await daily.selectOption('quotidien');
  await expect(daily).toHaveValue('quotidien');
  await expect(card.getByRole('link', { name: titre })).toBeVisible();
  await withSiteDatabase((client) => client.query(`insert into pgboss.job (name, data) values ('alertes-resume-quotidien', '{}')`));
  const folder = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let mail = '';
  await expect
    .poll(
      () => {
        for (const file of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
          const text = decodeMail(fs.readFileSync(path.join(folder, file), 'utf8'));
          if (text.includes(titre) && text.includes('List-Unsubscribe-Post')) mail = text;
        }
        return mail !== '';
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribe = /Ne plus recevoir cette alerte : https?:\/\/[^/\s]+(\/alertes\/desabonner\?jeton=[\w.-]+)/.exec(mail)?.[1];
  expect(unsubscribe).toBeTruthy();

  // The link works without signing in.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(unsubscribe!);
  await visitor.getByRole('button', { name: 'Arrêter cette alerte' }).click();
  await expect(visitor.getByRole('status')).toHaveText('C’est fait : cette alerte ne vous enverra plus rien. Vous pouvez la réactiver dans Mes alertes.');
  await stranger.close();
  await page.reload();
  await expect(card.getByText('En pause')).toBeVisible();
});
