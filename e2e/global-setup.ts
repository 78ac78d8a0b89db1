/**
 * Starts the site as `npm start` does (embedded PostgreSQL, Auth emulator, demo data,
 * `next start`) in a temporary data folder. The teardown stops it with SIGTERM and checks that
 * nothing it started is left behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { siteNode, startSite } from '../scripts/lib/site-under-test';

export const STATE_FILE = path.join(os.tmpdir(), 'motomaroc-e2e.json');

export default async function globalSetup() {
  // Trusting only the machine itself (the default also trusts private networks): the rate-limit
  // test connects through the machine's network address, which may be a private one, to play a
  // visitor with no proxy in front (e2e/client-address.spec.ts).
  // At the production default's log level: the teardown reads every line the journeys made the
  // site log, looking for personal data (scripts/lib/log-scan.ts).
  const site = await startSite({ env: { TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'info', REQUEST_LOG: 'on' } });
  // Which Node the journeys exercise (CI gives Node 24 here, the unit and API tests Node 20).
  console.log(`[e2e] the site runs under Node ${execFileSync(siteNode(), ['--version'], { encoding: 'utf8' }).trim()}`);
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: site.pid, dataDir: site.dataDir, log: site.log }));
  process.env.E2E_BASE_URL = site.baseURL;
  // The account journeys read the emulator's e-mails and seal session cookies as the site does.
  process.env.E2E_EMULATOR_HOST = site.emulatorHost;
  process.env.E2E_DATA_DIR = site.dataDir;
  site.process.unref();
}
