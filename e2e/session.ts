/** What the signed-in journeys share: fresh names and numbers, waiting for React to take over a control, and signing in as a demo user. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The demo accounts' password (server/db/seed). */
export const DEMO_PASSWORD = 'MotoMaroc2026!';

/** A suffix that keeps a test's e-mails and names apart from other runs'. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A Moroccan mobile number no demo account has (very likely). */
export const randomPhone = () => `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Resolves once React has hydrated the element, so that a click is handled rather than lost. */
export async function hydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/**
 * Hearts a listing from a hydrated heart and waits for v1 to keep it: the heart fills in at once,
 * before its request is answered, and a navigation straight after would cancel that request.
 */
export async function heartAndWait(heart: Locator) {
  const kept = heart.page().waitForResponse((response) => response.url().includes('/api/bff/favoris/') && response.request().method() === 'PUT');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await kept).ok()).toBe(true);
}

/** What the CMI simulator's pages say, in the language the site asked for (its request's lang). */
interface GatewayLabels {
  secure: string;
  card: string;
  expiry: string;
  cvv: string;
  pay: RegExp;
  threeDs: string | RegExp;
  code: string;
  confirm: string;
}

export const GATEWAY_LABELS: Record<'fr' | 'ar', GatewayLabels> = {
  fr: {
    secure: 'Paiement sécurisé',
    card: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvv: 'CVV',
    pay: /^Payer/,
    threeDs: 'Authentification 3-D Secure',
    code: 'Code reçu par SMS',
    confirm: 'Valider',
  },
  ar: {
    secure: 'دفع آمن',
    card: 'رقم البطاقة',
    expiry: 'الانتهاء (شهر/سنة)',
    cvv: 'رمز التحقق (CVV)',
    pay: /^ادفع/,
    threeDs: /^التحقق .*3-D Secure/,
    code: 'الرمز الذي وصلك في الرسالة',
    confirm: 'تأكيد',
  },
};

/** Pays on the CMI simulator's pages (scripts/lib/cmi-simulator): the card, then its 3-D Secure code. */
export async function payWithCard(page: Page, card: string, labels: GatewayLabels = GATEWAY_LABELS.fr) {
  await expect(page.getByRole('heading', { name: labels.secure })).toBeVisible();
  await page.getByLabel(labels.card).fill(card);
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.cvv).fill('123');
  await page.getByRole('button', { name: labels.pay }).click();
  await expect(page.getByRole('heading', { name: labels.threeDs })).toBeVisible();
  await page.getByLabel(labels.code).fill('123456');
  await page.getByRole('button', { name: labels.confirm }).click();
}

/** Signs in through the sign-in page and waits to land on `next`. */
export async function signInAs(page: Page, email: string, next: string) {
  await page.goto(`/auth/signin?next=${encodeURIComponent(next)}`);
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await hydrated(submit);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await submit.click();
  await page.waitForURL(`**${next}`);
}
