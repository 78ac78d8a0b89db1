/**
 * The phone experience beyond the browser tab: the site inside the companion app (its WebView's
 * user agent carries the app's marker; the native bridge is stood in for by window.Capacitor), the
 * offline page of the service worker, and the installable web app.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, expect, test, type Page } from '@playwright/test';
import { hydrated } from './session';

const APP_USER_AGENT = `${devices['Pixel 7'].userAgent} MotoMarocApp/1.0`;

/** The plugins the Capacitor bridge would put on window, recording what the site asks of them. */
async function standInBridge(page: Page) {
  await page.addInitScript(() => {
    const bridge = {
      opened: [] as string[],
      exited: 0,
      back: null as null | ((event: { canGoBack: boolean }) => void),
      tapped: null as null | ((event: { notification: { data?: Record<string, unknown> } }) => void),
    };
    (window as unknown as { bridge: typeof bridge }).bridge = bridge;
    (window as unknown as { Capacitor: unknown }).Capacitor = {
      Plugins: {
        AppLauncher: { openUrl: async ({ url }: { url: string }) => (bridge.opened.push(url), { completed: true }) },
        App: {
          addListener: async (_event: string, handler: (event: { canGoBack: boolean }) => void) => ((bridge.back = handler), { remove: async () => undefined }),
          exitApp: async () => void (bridge.exited += 1),
        },
        // Notifications allowed earlier on this phone: FCM's token for it.
        FirebaseMessaging: {
          checkPermissions: async () => ({ receive: 'granted' }),
          requestPermissions: async () => ({ receive: 'granted' }),
          getToken: async () => ({ token: 'fcm-token-du-telephone-de-test-0001' }),
          addListener: async (event: string, handler: never) => {
            if (event === 'notificationActionPerformed') bridge.tapped = handler;
            return { remove: async () => undefined };
          },
        },
      },
    };
  });
}

/**
 * Android's back button, once the site listens to it (after the page has hydrated). Pressed after
 * evaluate returns: going back may load the previous page whole (when it was reached by a full
 * load), which would otherwise destroy the context evaluate is answering from.
 */
async function pressBack(page: Page) {
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { bridge: { back: unknown } }).bridge.back)).toBe('function');
  await page.evaluate(() => {
    setTimeout(() => (window as unknown as { bridge: { back: (event: { canGoBack: boolean }) => void } }).bridge.back({ canGoBack: true }));
  });
}

const bridge = (page: Page) => page.evaluate(() => (window as unknown as { bridge: { opened: string[]; exited: number } }).bridge);

test.describe('inside the companion app', () => {
  test.use({ userAgent: APP_USER_AGENT });

  test('no invitation to install it; WhatsApp and the phone open outside; the back button is the browser’s', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the app runs on phones');
    await standInBridge(page);
    // The phone's push token is handed over with the guest id (signed out), once.
    const registered = page.waitForRequest((request) => request.url().endsWith('/api/bff/utilisateur/update-fcm-token'));
    await page.goto('/telecharger-app');
    const registration = (await registered).postDataJSON() as { fcmtoken: string; guestId: string };
    expect(registration.fcmtoken).toBe('fcm-token-du-telephone-de-test-0001');
    expect(registration.guestId).toBe(await page.evaluate(() => localStorage.getItem('motomaroc.guestId')));
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.locator('.store-badge')).toHaveCount(4);
    for (const badge of await page.locator('.store-badge').all()) await expect(badge).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Télécharger l’application' })).toBeHidden();

    // A listing's seller, by WhatsApp and by phone: both leave the WebView through the bridge.
    await page.goto('/motos-a-vendre');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await page.getByRole('region', { name: 'Résultats' }).locator('a[href*="/annonce/detail-moto/"]').first().click();
    // A cached page arrives before its scripts: a tap before React takes over the button is lost.
    // The phone's contact card, by name: before the stylesheet applies, the desktop one (hidden
    // under lg) still counts as visible, and a bare role query then finds two buttons.
    const contactCard = page.getByRole('region', { name: 'Contacter le vendeur' });
    const reveal = contactCard.getByRole('button', { name: 'Afficher le numéro' });
    await hydrated(reveal);
    await reveal.click();
    const popups: string[] = [];
    page.context().on('page', (popup) => popups.push(popup.url()));
    await contactCard.getByRole('link', { name: 'Écrire sur WhatsApp' }).click();
    await expect.poll(async () => (await bridge(page)).opened.length).toBe(1);
    expect((await bridge(page)).opened[0]).toMatch(/^https:\/\/wa\.me\/212\d{9}\?text=Bonjour/);
    await contactCard.locator('a[href^="tel:"]').click();
    await expect.poll(async () => (await bridge(page)).opened.at(-1)).toMatch(/^tel:\+212\d{9}$/);
    expect(popups).toEqual([]);
    expect(page.url()).toContain('/annonce/detail-moto/');

    // Android's back button: back in the history; from home, out of the app.
    await pressBack(page);
    await expect(page).toHaveURL(/\/motos-a-vendre$/);
    expect((await bridge(page)).exited).toBe(0);
    await page.goto('/');
    await pressBack(page);
    await expect.poll(async () => (await bridge(page)).exited).toBe(1);
    await expect(page).toHaveURL(/\/$/);

    // Tapping a notification opens its page (a path of this site only).
    await page.evaluate(() =>
      (window as unknown as { bridge: { tapped: (event: { notification: { data: Record<string, unknown> } }) => void } }).bridge.tapped({
        notification: { data: { lien: 'https://evil.example/' } },
      }),
    );
    await page.evaluate(() =>
      (window as unknown as { bridge: { tapped: (event: { notification: { data: Record<string, unknown> } }) => void } }).bridge.tapped({
        notification: { data: { lien: '/motos-neuves' } },
      }),
    );
    await expect(page).toHaveURL(/\/motos-neuves$/);
  });
});

test('in a browser the store buttons show and links are left alone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one project is enough');
  await standInBridge(page);
  await page.goto('/telecharger-app');
  await expect(page.locator('main .store-badge').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', '');
});

test('without a connection, pages show the offline page, and come back when it returns', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.goto('/motos-neuves');
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(/\/motos-neuves$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Vous êtes hors ligne');
});

test('the site is an installable web app', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Chromium’s installability check, once');
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBeTruthy();
  const manifest = await (await page.request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({ short_name: 'MotoMaroc', lang: 'fr', display: 'standalone', start_url: '/?source=app-web', theme_color: '#c1272d' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  // The Arabic pages offer the Arabic app: right to left, opening on the Arabic home and pages.
  await page.goto('/ar');
  const arabicUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(arabicUrl).toBe('/ar/manifest.webmanifest');
  const arabic = await (await page.request.get(arabicUrl!)).json();
  expect(arabic).toMatchObject({ id: '/ar', lang: 'ar', dir: 'rtl', start_url: '/ar?source=app-web', scope: '/', display: 'standalone' });
  expect(arabic.name).toMatch(/^MotoMaroc: دراجات نارية/);
  expect(arabic.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url])).toEqual([
    ['دراجات نارية للبيع', '/ar/motos-a-vendre'],
    ['أضف إعلانًا', '/ar/compte/vendre'],
    ['إعلاناتي', '/ar/compte/annonce'],
  ]);
  expect(arabic.icons).toEqual(manifest.icons);

  // Chromium offers no install in an incognito window (which test contexts are): a profile of its own.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'motomaroc-install-'));
  const browser = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL: testInfo.project.use.baseURL });
  try {
    const installable = browser.pages()[0] ?? (await browser.newPage());
    await installable.goto('/');
    await installable.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await browser.newCDPSession(installable);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    await installable.goto('/ar');
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    expect((await cdp.send('Page.getAppManifest')).url).toMatch(/\/ar\/manifest\.webmanifest$/);
  } finally {
    await browser.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
});
