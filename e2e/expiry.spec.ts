/**
 * Listings that stay fresh, as a buyer and a seller meet them: an expired listing's address answers
 * 410 with the page that says so, similar listings and noindex; its owner sees 'Expirée' in Mes
 * Annonces and puts it back online in one tap, without a second moderation.
 */
import { expect, test } from '@playwright/test';
import { withSiteDatabase } from './database';
import { hydrated, signInAs } from './session';

const OWNER = 'reda.alami@demo.motomaroc.ma';

/** A moto of the demo owner, published 70 days ago and expired since. */
async function expiredMoto(titre: string): Promise<number> {
  return withSiteDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into annonce_moto (idutilisateur, titre, description, prix, marque, modele, model, kilometrage, cylindre, ville, photos, etat, date_publication, date_ajout)
       select idutilisateur, $1, 'Très bon état, entretien suivi.', 41000, 'Yamaha', 'MT-07', 2019, 30000, 689, 'Rabat', (select photos from annonce_moto where cardinality(photos) > 0 order by idannonce_moto limit 1), 'expiree', now() - interval '70 days', now() - interval '71 days'
       from utilisateur where email = $2 returning idannonce_moto as id`,
      [titre, OWNER],
    );
    return rows[0]!.id;
  });
}

test('an expired listing answers 410 with similar listings, and its owner renews it in one tap', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once, at 390 px');
  const titre = `Yamaha MT-07 expirée ${Date.now().toString(36)}`;
  const id = await expiredMoto(titre);
  const address = `/annonce/detail-moto/${encodeURIComponent(titre.replace(/\s+/g, '-'))}/${id}`;

  const gone = await request.get(address);
  expect(gone.status()).toBe(410);
  expect(gone.headers()['x-robots-tag']).toBe('noindex');
  const html = await gone.text();
  expect(html).toContain('Cette annonce n’est plus disponible');
  expect(html).toContain('Annonces similaires encore en ligne');
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  // The internal page itself is not an address of the site.
  expect((await request.get(`/annonce-indisponible/moto/${id}`)).status()).toBe(404);

  await signInAs(page, OWNER, '/compte/annonce');
  const row = page.locator(`[data-listing="moto-${id}"]`);
  await expect(row.getByText('Expirée', { exact: true })).toBeVisible();
  const renew = row.getByRole('button', { name: `Prolonger « ${titre} »` });
  await hydrated(renew);
  await renew.click();
  await expect(row.getByText('Publiée', { exact: true })).toBeVisible();
  await expect(row.getByText(/En ligne jusqu’au/)).toBeVisible();

  // Back online at once, without a second moderation.
  await expect.poll(async () => (await request.get(address)).status(), { timeout: 70_000 }).toBe(200);
});
