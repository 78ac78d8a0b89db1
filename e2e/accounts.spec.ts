/**
 * Accounts, end to end in the browser: sign-up with the captcha solved by the page, sign-in per
 * role, the /compte guard, token renewal, Google through its local stand-in, password
 * reset through the e-mail link, password change, account deletion, sign-out, and what page
 * scripts can (not) read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DEMO_PASSWORD, hydrated, randomPhone, unique } from './session';

const PASSWORD = DEMO_PASSWORD;
const DEMO = {
  particulier: 'youssef.elfassi@demo.motomaroc.ma',
  boutique: 'contact@atlas-motos.ma',
  admin: 'admin@motomaroc.ma',
};
const PROJECT = 'demo-motomaroc';
const emulator = () => `http://${process.env.E2E_EMULATOR_HOST}`;
const COOKIE = 'mm_session';
const SESSION_TTL = 14 * 24 * 3600;

/** v1 counts sign-ups per address (X-Forwarded-For, set by the proxy in front): each helper account comes from its own. */
const someAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

async function signIn(page: Page, email: string, password = PASSWORD, path = '/auth/signin') {
  await page.goto(path);
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await hydrated(submit);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await submit.click();
}

async function openAccountMenu(page: Page) {
  const button = page.getByRole('button', { name: /^Menu du compte/ });
  await hydrated(button);
  await button.click();
  return page
    .locator('[id]')
    .filter({ has: page.getByRole('button', { name: 'Se deconnecter' }) })
    .last();
}

/** An account made through v1 as the pages do it (emulator account, captcha proof, adduser). */
async function createAccount(request: APIRequestContext, password = PASSWORD) {
  const email = `e2e-${unique()}@test.ma`;
  const created = await fetch(`${emulator()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken, localId } = (await created.json()) as { idToken: string; localId: string };
  const headers = { 'x-forwarded-for': someAddress() };
  const challenge = await (await request.get('/api/v1/utilisateur/captcha', { headers })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const recaptcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const { preuve } = await (await request.post('/api/v1/utilisateur/verify-recaptcha', { headers, data: { recaptcha } })).json();
  const added = await request.post('/api/v1/utilisateur/adduser', {
    headers: { ...headers, authorization: `Bearer ${idToken}` },
    data: { nom: 'Essai', prenom: 'Compte', email, uid: localId, role: 'particulier', telephone: randomPhone(), ville: 'Rabat', captcha: preuve },
  });
  expect(added.status()).toBe(201);
  return { email, uid: localId };
}

function sessionSecret(): string {
  return fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'session-secret'), 'utf8').trim();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE);
}

test.describe('accounts', () => {
  test('sign-up with the captcha solved in the browser lands signed in on /compte/annonce', async ({ page }) => {
    const email = `inscription-${unique()}@test.ma`;
    await page.goto('/auth/signup');
    const submit = page.getByRole('button', { name: 'Créer mon compte' });
    await hydrated(submit);
    await submit.click();
    await expect(page.getByText('Le nom complet est obligatoire.')).toBeVisible();
    await page.getByLabel('Nom complet').fill('Karim Benali Idrissi');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Téléphone').fill(`+212 ${randomPhone().slice(1)}`);
    await page.getByLabel('Ville').selectOption('Marrakech');
    await page.getByLabel('Mot de passe').fill('court');
    await submit.click();
    await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeVisible();
    await page.getByLabel('Mot de passe').fill('un-bon-mot-de-passe');
    await page.getByRole('checkbox', { name: /J’accepte/ }).check();
    await expect(page.getByTestId('captcha')).toContainText('Vérifié', { timeout: 20_000 });
    await submit.click();
    await expect(page).toHaveURL(/\/compte\/annonce$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Menu du compte : Benali Idrissi Karim' })).toBeVisible();
    await page.goto('/compte');
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Karim');
    await expect(page.getByLabel('Prénom')).toHaveValue('Benali Idrissi');
    await expect(page.getByLabel('Ville')).toHaveValue('Marrakech');
  });

  test('sign-up refuses a phone already used, with the spec’s text', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once');
    await page.goto('/auth/signup');
    const submit = page.getByRole('button', { name: 'Créer mon compte' });
    await hydrated(submit);
    await page.getByLabel('Nom complet').fill('Double Numero');
    await page.getByLabel('Adresse e-mail').fill(`double-${unique()}@test.ma`);
    await page.getByLabel('Téléphone').fill('07 61 23 45 00'); // the demo particulier's
    await page.getByLabel('Ville').selectOption('Rabat');
    await page.getByLabel('Mot de passe').fill('un-bon-mot-de-passe');
    await page.getByRole('checkbox', { name: /J’accepte/ }).check();
    await expect(page.getByTestId('captcha')).toContainText('Vérifié', { timeout: 20_000 });
    await submit.click();
    await expect(page.getByText('Numero de telephone deja utilise')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signup$/);
  });

  for (const [role, landing] of [
    ['particulier', '/compte/annonce'],
    ['boutique', '/compte/annonce'],
    ['admin', '/compte/admin'],
  ] as const) {
    test(`a ${role} signs in, lands on ${landing} and gets the spec’s menu`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      const menu = await openAccountMenu(page);
      const expected = ['Mes Annonces', 'Mes Ads', ...(role === 'admin' ? [] : ['+ Deposer une annonce']), 'Mon Profil', 'Securite'];
      await expect(menu.getByRole('link')).toHaveText(expected);
      await expect(menu.getByRole('link', { name: 'Mon Profil' })).toHaveAttribute('href', role === 'admin' ? '/compte/admin' : '/compte');
    });
  }

  test('wrong password and unknown e-mail get clear French errors', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once');
    await signIn(page, DEMO.particulier, 'pas-le-bon');
    await expect(page.getByText(/Mot de passe incorrect|E-mail ou mot de passe incorrect/)).toBeVisible();
    await signIn(page, `personne-${unique()}@test.ma`, 'peu-importe');
    await expect(page.getByText(/Aucun compte|E-mail ou mot de passe incorrect/)).toBeVisible();
  });

  test('/compte/securite signed out → sign-in → back to /compte/securite; an unsafe next is ignored', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once');
    await page.goto('/compte/securite');
    await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fcompte%2Fsecurite$/);
    await signIn(page, DEMO.boutique, PASSWORD, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL(/\/compte\/securite$/);
    await expect(page.getByRole('heading', { name: 'Sécurité', level: 1 })).toBeVisible();

    // Addresses a browser reads as another site: a tab, a line feed or a carriage return after the
    // first slash makes `/\t/evil.example` the protocol-relative `//evil.example`.
    for (const next of ['https://evil.example/', '/%09/evil.example', '/%0a/evil.example', '/%0d/evil.example', '/%5C/evil.example']) {
      await page.context().clearCookies();
      await signIn(page, DEMO.boutique, PASSWORD, `/auth/signin?next=${next}`);
      await expect(page, next).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/compte\/annonce$/);
    }
  });

  test('a non-admin sent to /compte/admin goes to /compte', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
    await signIn(page, DEMO.particulier);
    await expect(page).toHaveURL(/\/compte\/annonce$/);
    await page.goto('/compte/admin');
    await expect(page).toHaveURL(/\/compte$/);
  });

  test('the account tabs on a phone: a strip that shows it scrolls, the current tab in view', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone’s layout');
    await signIn(page, DEMO.particulier, PASSWORD, '/auth/signin?next=%2Fcompte%2Fsecurite');
    await expect(page).toHaveURL(/\/compte\/securite$/);
    const tabs = page.getByRole('navigation', { name: 'Mon compte' });
    const strip = await tabs.evaluate((nav) => ({
      scrolls: nav.scrollWidth > nav.clientWidth,
      mask: getComputedStyle(nav).maskImage || getComputedStyle(nav).webkitMaskImage,
    }));
    expect(strip.scrolls).toBe(true);
    expect(strip.mask).toContain('linear-gradient');
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const current = tabs.getByRole('link', { name: 'Securite' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 0.9 });
  });

  test('a session whose ID token has expired still works: renewed once, by the BFF and before a page', async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
    await signIn(page, DEMO.particulier);
    await expect(page).toHaveURL(/\/compte\/annonce$/);
    const cookie = (await sessionCookie(context))!;
    const session = await unsealData<{ idToken: string; expiresAt: number }>(cookie.value, { password: sessionSecret(), ttl: SESSION_TTL });
    // The same token, expired an hour ago (the emulator's tokens are unsigned).
    const [header, payload] = session.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = `${header}.${Buffer.from(JSON.stringify({ ...claims, iat: now - 7200, exp: now - 3600 })).toString('base64url')}.`;

    // 1. The BFF: v1 refuses the token, the BFF renews it and repeats the call.
    const stale = await sealData({ ...session, idToken: expired, expiresAt: Date.now() + 3_600_000 }, { password: sessionSecret(), ttl: SESSION_TTL });
    await context.addCookies([{ ...cookie, value: stale }]);
    const details = await page.evaluate(async () => {
      const response = await fetch('/api/bff/utilisateur/details');
      return { status: response.status, body: await response.json() };
    });
    expect(details.status).toBe(200);
    expect(details.body.email).toBe(DEMO.particulier);
    const renewed = await unsealData<{ idToken: string }>((await sessionCookie(context))!.value, { password: sessionSecret(), ttl: SESSION_TTL });
    expect(renewed.idToken).not.toBe(expired);

    // 2. proxy.ts: a token about to expire is renewed before the page renders.
    const expiring = await sealData({ ...session, idToken: expired, expiresAt: Date.now() - 1000 }, { password: sessionSecret(), ttl: SESSION_TTL });
    await context.addCookies([{ ...cookie, value: expiring }]);
    await page.goto('/compte');
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(DEMO.particulier);
    const afterPage = await unsealData<{ idToken: string; expiresAt: number }>((await sessionCookie(context))!.value, {
      password: sessionSecret(),
      ttl: SESSION_TTL,
    });
    expect(afterPage.expiresAt).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  test('Google sign-up through the local Google stand-in asks for phone and city, then lands signed in', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once');
    test.slow(); // a popup and a sign-up
    const email = `google-${unique()}@gmail.test`;
    await page.goto('/auth/signup');
    const google = page.getByRole('button', { name: 'Continuer avec Google' });
    await hydrated(google);
    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    const choose = popup.getByRole('button', { name: 'Continuer' });
    await hydrated(choose);
    await popup.getByLabel('Adresse Gmail').fill(email);
    await popup.getByLabel('Nom affiché').fill('Salma Tazi');
    await choose.click();
    await expect(page.getByRole('heading', { name: /Dernière étape/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Nom complet')).toHaveValue('Salma Tazi');
    await page.getByLabel('Téléphone').fill(randomPhone());
    await page.getByLabel('Ville').selectOption('Agadir');
    await expect(page.getByTestId('captcha')).toContainText('Vérifié', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Terminer mon inscription' }).click();
    await expect(page).toHaveURL(/\/compte\/annonce$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Menu du compte : Tazi Salma' })).toBeVisible();
  });

  test('password reset through the e-mail link, on our own page', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once');
    test.slow(); // an e-mail link, a new password and a sign-in
    const account = await createAccount(request);
    await page.goto('/auth/mot-de-passe-oublie');
    const send = page.getByRole('button', { name: 'Envoyer le lien' });
    await hydrated(send);
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await send.click();
    await expect(page.getByRole('status')).toContainText('Si un compte existe avec cette adresse');
    // The same answer for an address without an account.
    await page.goto('/auth/mot-de-passe-oublie');
    await hydrated(page.getByRole('button', { name: 'Envoyer le lien' }));
    await page.getByLabel('Adresse e-mail').fill(`personne-${unique()}@test.ma`);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('status')).toContainText('Si un compte existe avec cette adresse');

    const codes = (await (await fetch(`${emulator()}/emulator/v1/projects/${PROJECT}/oobCodes`)).json()) as {
      oobCodes: { email: string; oobCode: string; requestType: string }[];
    };
    const reset = codes.oobCodes.findLast((code) => code.email === account.email && code.requestType === 'PASSWORD_RESET')!;
    await page.goto(`/auth/action?mode=resetPassword&oobCode=${reset.oobCode}&apiKey=x&lang=fr`);
    await expect(page.getByText(`Nouveau mot de passe pour ${account.email}`)).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot-de-passe');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('status')).toContainText('Votre mot de passe est modifié');
    await signIn(page, account.email, 'nouveau-mot-de-passe');
    await expect(page).toHaveURL(/\/compte\/annonce$/);
  });

  test('change password: the other sessions end, this one goes on', async ({ page, browser, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once');
    test.slow(); // two browsers signed in
    const account = await createAccount(request);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, account.email);
    await expect(otherPage).toHaveURL(/\/compte\/annonce$/);

    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/compte\/annonce$/);
    await page.goto('/compte/securite');
    const change = page.getByRole('button', { name: 'Modifier le mot de passe' });
    await hydrated(change);
    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByLabel('Nouveau mot de passe').fill('encore-un-autre-secret');
    await change.click();
    await expect(page.getByText(/Mot de passe incorrect|E-mail ou mot de passe incorrect/)).toBeVisible();
    await page.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await change.click();
    await expect(page.getByRole('status').filter({ hasText: 'Mot de passe modifie avec succes' })).toBeVisible();

    // This session still reads the account; the other one is sent to sign in again.
    expect(await page.evaluate(async () => (await fetch('/api/bff/utilisateur/details')).status)).toBe(200);
    expect(await otherPage.evaluate(async () => (await fetch('/api/bff/utilisateur/details')).status)).toBe(401);
    await other.close();
  });

  test('delete account: password and confirmation, then the account is gone', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the same at both widths: once');
    const account = await createAccount(request);
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/compte\/annonce$/);
    await page.goto('/compte/securite');
    const remove = page.getByRole('button', { name: 'Supprimer définitivement mon compte' });
    await hydrated(remove);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await remove.click();
    await expect(page.getByText('Cochez la case pour confirmer la suppression.')).toBeVisible();
    await page.getByRole('checkbox', { name: /Je comprends/ }).check();
    await remove.click();
    await expect(page).toHaveURL(/\/auth\/signin\?compte=supprime$/, { timeout: 20_000 });
    await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible();
    expect(await sessionCookie(page.context())).toBeUndefined();
    const lookup = await fetch(`${emulator()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: [account.uid] }),
    });
    expect(((await lookup.json()) as { users?: unknown[] }).users ?? []).toHaveLength(0);
    expect(
      (await (await request.get(`/api/v1/utilisateur/existe?email=${account.email}`, { headers: { 'x-forwarded-for': someAddress() } })).json()).existe,
    ).toBe(false);
  });

  test('sign-out: the old cookie replayed opens no account page, no session and no v1 call', async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
    test.slow(); // two sign-ins and a second browser
    await signIn(page, DEMO.boutique);
    await expect(page).toHaveURL(/\/compte\/annonce$/);
    const copied = (await sessionCookie(page.context()))!;
    // At once: a sign-out ends the session even in the second it began (2026-11-27).
    const menu = await openAccountMenu(page);
    await menu.getByRole('button', { name: 'Se deconnecter' }).click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    expect(await sessionCookie(page.context())).toBeUndefined();

    // Each account page and the header's session, asked with the copied cookie: nothing opens.
    const cookieHeader = { cookie: `${copied.name}=${copied.value}` };
    for (const path of ['/compte/annonce', '/compte', '/compte/securite']) {
      const replayed = await page.request.get(path, { headers: cookieHeader, maxRedirects: 0 });
      expect(replayed.status(), path).toBe(307);
      expect(replayed.headers().location, path).toMatch(/\/auth\/signin\?next=/);
      expect(await replayed.text(), path).not.toContain(DEMO.boutique);
    }
    const summary = await page.request.get('/api/session', { headers: cookieHeader });
    expect(await summary.json()).toEqual({ signedIn: false, role: null, name: null, email: null });
    expect(summary.headers()['set-cookie']).toMatch(/mm_session=;/);

    const thief = await browser.newContext();
    await thief.addCookies([copied]);
    const thiefPage = await thief.newPage();
    await thiefPage.goto('/compte/securite');
    await expect(thiefPage).toHaveURL(/\/auth\/signin/);
    await expect(thiefPage.getByText(DEMO.boutique)).toHaveCount(0);
    await thief.addCookies([copied]);
    await thiefPage.goto('/');
    expect(await thiefPage.evaluate(async () => (await fetch('/api/bff/utilisateur/details')).status)).toBe(401);
    await thief.addCookies([copied]);
    // A page of its own: the home page's scripts, refused too, may be sending this one to sign in.
    const accountPage = await thief.newPage();
    await accountPage.goto('/compte');
    await expect(accountPage).toHaveURL(/\/auth\/signin/);
    await thief.close();

    // The demo shop can still sign in afterwards (revocation ends sessions, not the account).
    await signIn(page, DEMO.boutique);
    await expect(page).toHaveURL(/\/compte\/annonce$/);
  });

  test('no token is readable by page scripts', async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
    await signIn(page, DEMO.particulier);
    await expect(page).toHaveURL(/\/compte\/annonce$/);
    const cookie = (await sessionCookie(context))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const seen = await page.evaluate(async () => {
      const databases = 'databases' in indexedDB ? (await indexedDB.databases()).map((db) => db.name) : [];
      return {
        cookie: document.cookie,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        databases,
        summary: await (await fetch('/api/session')).text(),
      };
    });
    expect(seen.cookie).not.toContain(COOKIE);
    for (const place of [seen.local, seen.session, seen.summary]) expect(place).not.toMatch(/eyJ[\w-]{10,}\.|refresh/i);
    expect(seen.databases).not.toContain('firebaseLocalStorageDb');
  });

  test('state-changing calls from another site are refused (Origin check)', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
    const session = await request.post('/api/session', {
      headers: { origin: 'https://evil.example' },
      data: { idToken: 'x'.repeat(30), refreshToken: 'y'.repeat(20) },
    });
    expect(session.status()).toBe(403);
    const bff = await request.post('/api/bff/signalement', { headers: { origin: 'https://evil.example' }, data: {} });
    expect(bff.status()).toBe(403);
    const signOut = await request.delete('/api/session', { headers: { origin: 'https://evil.example' } });
    expect(signOut.status()).toBe(403);
  });

  test('security headers: static policy on public pages, nonce policy on the sign-in pages', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
    for (const path of ['/', '/motos-a-vendre', '/auth/signin']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      const csp = headers['content-security-policy']!;
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(csp).toContain(directive);
      }
      if (path.startsWith('/auth')) {
        expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]+' 'strict-dynamic'/);
        expect(csp).toContain(emulator());
      } else {
        expect(csp).not.toContain('nonce-');
      }
    }
    // Every answer has a policy, whatever the case of its address (2026-11-27: /AUTH/signin and
    // /COMPTE were 404s without any).
    for (const path of ['/AUTH/signin', '/Auth/SignIn', '/COMPTE', '/Compte/Admin', '/AR/AUTH/signin', '/ar/COMPTE', '/MOTOS-A-VENDRE', '/API/v1/x']) {
      const csp = (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'];
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
    // The home page stays cached for everyone.
    const home = await request.get('/');
    expect(home.headers()['x-nextjs-cache'] ?? home.headers()['cache-control']).toMatch(/HIT|STALE|s-maxage/);
  });

  test('the sign-in pages break none of their own security policy', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same at both widths: once');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`));
    });
    for (const path of ['/auth/signin', '/auth/signup']) {
      await page.goto(path);
      const submit = page.getByRole('button', { name: path.endsWith('signin') ? 'Se connecter' : 'Créer mon compte' });
      await hydrated(submit);
      await page.getByLabel('Adresse e-mail').fill('quelqu.un@test.ma');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    }
  });

  test('the header’s Connexion, followed from a public page, opens a sign-in page that can sign in', async ({ page }) => {
    // The public page's policy would block Firebase: the sign-in page must be a page of its own.
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
    await page.goto('/motos-a-vendre');
    const connexion = page.getByRole('banner').getByRole('link', { name: 'Connexion' });
    await hydrated(connexion);
    await connexion.click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    expect(documents).toEqual(['/motos-a-vendre', '/auth/signin']);
    // Inside the area, links stay in the page.
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/signup');
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    expect(documents).toEqual(['/motos-a-vendre', '/auth/signin']);
    const submit = page.getByRole('button', { name: 'Se connecter' });
    await hydrated(submit);
    await page.getByLabel('Adresse e-mail').fill(DEMO.particulier);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/compte\/annonce$/, { timeout: 20_000 });
  });

  test('the header holds its place: signed-out visitors see Connexion, never a token', async ({ page, isMobile }) => {
    await page.goto('/');
    const connexion = page.getByRole('link', { name: 'Connexion' });
    await expect(connexion).toBeVisible();
    if (!isMobile) await expect(connexion).toHaveText('Connexion');
  });
});
