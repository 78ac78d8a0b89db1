import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (Playwright cannot download browsers here), against the
 * production build started by the real start script (e2e/global-setup.ts).
 */
/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs for
 * headless tests) when the machine has it: same engine as the full browser, without its GPU
 * process and window compositing. Same specs, same machine (2026-11-28): 84 → 60 CPU-seconds.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromium = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium };

/** The specs that start sites of their own (scripts/lib/site-under-test.ts). */
const ownSites = /(scale-out|supervision|traces)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The site, the Auth emulator, PostgreSQL and two browsers share CI's two CPUs, and CI machines
  // differ: on a slow one, a signed-in page has taken 8 s to load and hydrating a cached page more
  // than Playwright's default 5 s. Time-outs are for hung tests, not slow machines.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    locale: 'fr-FR',
    timezoneId: 'Africa/Casablanca',
    // A failed test keeps its trace (actions, DOM snapshots, network) but no screencast: recording
    // frames for every test took a third of the CPU of the whole run, in Chromium's browser and GPU
    // processes (2026-11-28: 134 → 94 CPU-seconds for the same specs). None under CI, which keeps
    // only the output of a run: recording every test for traces nobody can open cost 7 % more.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    // A phone's width, touch and user agent, at one device pixel per CSS pixel: the journeys check
    // layout and behaviour, which the pixel density does not change, and drawing the Pixel 7's
    // 2.625 pixels per CSS pixel made the phone journeys a fifth slower (2026-11-29: 107 → 88 s
    // for the same specs). The density a real phone renders at is Lighthouse's (npm run lighthouse).
    {
      name: 'phone',
      testIgnore: ownSites,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions: chromium },
    },
    { name: 'desktop', testIgnore: ownSites, use: desktop },
    // Once the journeys are done, then one at a time: each of these starts whole sites of its own
    // (Next, PostgreSQL, the Auth emulator) and kills parts of them. Run beside the journeys, on
    // CI's two CPUs, they starved them and each other into time-outs.
    { name: 'own-sites', testMatch: ownSites, dependencies: ['phone', 'desktop'], workers: 1, use: desktop },
  ],
});
