/**
 * The site started exactly as `npm start` starts it (scripts/start.ts), in a temporary data
 * folder on free ports, for the browser tests and the page measurements. Needs a production build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listingDetailUrl, modelUrl } from '../../lib/routes';
import { delay, freePort, isProcessAlive, waitUntil } from './processes';

export interface SiteUnderTest {
  pid: number;
  baseURL: string;
  dataDir: string;
  log: string;
  /** host:port of the site's Auth emulator */
  emulatorHost: string;
}

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * The Node that runs the site: this one, or the binary `SITE_NODE` names. CI runs the journeys'
 * site under Node 24 and the unit and API tests under the machine's Node 20, so that each Node
 * runs a real part of the suite and no test runs twice (.ci/run). What `npm start` then starts
 * (the Auth emulator, Next) runs under the same Node, as its children use process.execPath.
 */
export function siteNode(): string {
  return process.env.SITE_NODE || process.execPath;
}

/**
 * Starts the site in a new temporary data folder, or in `dataDir` (that of a site started before),
 * on free ports unless `env` names them (PORT, FIREBASE_EMULATOR_PORT…).
 */
export async function startSite(
  options: { env?: Record<string, string>; dataDir?: string; /** another checkout of the project (bench:pages --ab) */ root?: string } = {},
): Promise<SiteUnderTest & { process: ChildProcess }> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-site-'));
  fs.chmodSync(dataDir, 0o755);
  const port = Number(options.env?.PORT) || (await freePort());
  const emulatorPort = Number(options.env?.FIREBASE_EMULATOR_PORT) || (await freePort());
  const log = path.join(dataDir, 'start.log');
  // Where this start's lines begin (a site started again in its folder appends to the same log).
  const logFrom = fs.existsSync(log) ? fs.statSync(log).size : 0;
  const out = fs.openSync(log, 'a');
  const child = spawn(siteNode(), ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    cwd: options.root ?? projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      FIREBASE_EMULATOR_PORT: String(emulatorPort),
      CMI_SIMULATOR_PORT: String(await freePort()),
      // CMI sends the browser and its callback back here.
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // A test or benchmark site is thrown away: no backup of it, unless one asks (backups.spec).
      BACKUPS: 'off',
      ...options.env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const baseURL = `http://127.0.0.1:${port}`;
  // Ready once this start has started its Next and that answers (not a Next an earlier start left).
  const startedNext = () => fs.readFileSync(log).subarray(logFrom).toString().includes('starting Next');
  await waitUntil('npm start', async () => startedNext() && (await fetch(`${baseURL}/api/v1/ville/villes`)).ok, {
    timeoutMs: 180_000,
    child,
    describeFailure: () => fs.readFileSync(log, 'utf8'),
  });
  return { pid: child.pid!, baseURL, dataDir, log, emulatorHost: `127.0.0.1:${emulatorPort}`, process: child };
}

/** SIGTERM, like Ctrl-C; resolves once the start script has exited (throws after 60 s). */
export async function stopSite(site: Pick<SiteUnderTest, 'pid' | 'log'>): Promise<void> {
  if (!isProcessAlive(site.pid)) return;
  process.kill(site.pid, 'SIGTERM');
  for (let waited = 0; isProcessAlive(site.pid); waited += 100) {
    if (waited > 60_000) throw new Error(`npm start did not stop within 60 s of SIGTERM:\n${fs.readFileSync(site.log, 'utf8')}`);
    await delay(100);
  }
}

export function removeSiteData(site: Pick<SiteUnderTest, 'dataDir'>): void {
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}

/** The model page of the demo data with the most listings, and its brand's key. */
export async function modelWithMostListings(baseURL: string): Promise<{ brand: string; path: string }> {
  const models = (await (await fetch(`${baseURL}/api/v1/moto/modeles`)).json()) as { marqueSlug: string; slug: string }[];
  const model = models[0]!;
  return { brand: model.marqueSlug, path: modelUrl(model.marqueSlug, model.slug) };
}

/** The path of the newest moto listing's page (its own address, with its title, as links give it). */
export async function newestListingPath(baseURL: string): Promise<string> {
  const search = (await (await fetch(`${baseURL}/api/v1/moto/annonce?limit=1`)).json()) as { annonces: { idannonce_moto: number; titre: string }[] };
  const newest = search.annonces[0]!;
  return listingDetailUrl('moto', newest.titre, newest.idannonce_moto);
}
