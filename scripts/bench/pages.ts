/**
 * npm run bench:pages — requests per second of the pages against `next start` with the demo
 * data (autocannon, 50 connections), compared in the same run with a trivial dynamic page of the
 * same app (/sante) and a prerendered one (/pages/about):
 *   - the listing list and the listing page: at least 60 % of the trivial dynamic page;
 *   - the home page, served from its cache: at least 40 % of the prerendered page;
 *   - a model page: at least 95 % of its brand's page;
 *   - the Arabic list and listing pages (/ar/…): at least 90 % of their French twins, cached and
 *     uncached (one run each here; npm run bench:langues alternates them over rounds, steadier);
 *   - the list asked by a signed-in person with 200 favourites (their session cookie): at least
 *     95 % of the same list signed out. Cached pages are the same for everyone; the person's
 *     hearts come after load from GET favoris/cles, whose rate is printed beside it.
 * The home, list and listing pages are cached (ISR, rebuilt at most once a minute), so the first
 * run measures them as visitors get them. A second run measures what rendering them costs when the
 * cache does not have them, as for a crawler: the site restarted with the page cache off
 * (PAGE_CACHE_MB=0), and every request asking for a page never asked before (a list with a new
 * price cap above every price, a listing under a new title: same content, so that concurrent
 * requests cannot share one render). Same target: at least 60 % of the trivial dynamic page.
 * That run also measures the trivial page itself through the page cache (/sante/en-cache/n, under
 * a new address each time): the least any page costs when the cache does not have it, whatever it
 * shows, and so the most the uncached pages can reach.
 * Then the first-load JavaScript of every public page (budget 150 kB gzip).
 *
 * Needs `npm run build` first. Options: --duration=S (default 10), --url=http://… (a running
 * site: first run only, without the signed-in person).
 *
 * --ab=<commit> compares this checkout with another commit instead (the last landed one, say):
 * both sites run side by side on their own demo data, and each cached page is loaded on one then
 * the other, in alternating order over rounds (--rounds=N, default 6, of --duration=S, default 5),
 * so that the machine's drift falls on both alike; the median of the rounds' ratios is the figure.
 * A cached page more than 10 % slower than on the other commit is a regression (exit code 1).
 * The other commit is installed and built once into the system's temporary folder
 * (scripts/lib/other-checkout.ts). --only=text keeps the pages whose name holds the text.
 *
 * --ab-env=NAME=value[,NAME=value] compares this checkout with itself, the second site started with
 * these settings (what request lines or traces cost: --ab-env=REQUEST_LOG=on). The value `local` of
 * OTEL_EXPORTER_OTLP_ENDPOINT starts a local collector that receives the spans and counts them.
 * With --ab=<commit> as well, this checkout runs under those settings against the other commit.
 */
import { modelWithMostListings, newestListingPath, removeSiteData, startSite, stopSite, type SiteUnderTest } from '../lib/site-under-test';
import { measurePages, printWeights } from './js-size';
import { load, type Page, type Run } from './page-load';
import { builtCheckout } from '../lib/other-checkout';
import { startOtlpCollector } from '../lib/otlp-collector';
import { childProcesses, cpuSeconds } from '../lib/processes';
import { median, runBenchmark } from './timing';

const DURATION = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? (process.argv.some((a) => a.startsWith('--ab')) ? 5 : 10));
const GIVEN_URL = process.argv.find((a) => a.startsWith('--url='))?.split('=')[1];
const AB = process.argv.find((a) => a.startsWith('--ab='))?.split('=')[1];
const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 6);
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
const AB_ENV = process.argv.find((a) => a.startsWith('--ab-env='))?.slice('--ab-env='.length);

const TRIVIAL = 'page dynamique triviale (/sante)';
const FLOOR = 'page triviale hors cache (/sante/en-cache/n)';
const PRERENDERED = 'page prérendue (/pages/about)';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** /sante/en-cache answers only our own clients (proxy.ts): the benchmark is one. */
const OWN_CLIENT = { 'x-app-key': process.env.APP_KEY || 'motomaroc-cle-app-developpement' };

async function measure(base: string, pages: Page[], title: string, fresh = false): Promise<{ met: boolean; runs: Map<string, Run> }> {
  const runs = new Map<string, Run>();
  for (const page of pages) {
    await load(base, page, 2, fresh); // warm-up: caches, JIT
    const run = await load(base, page, DURATION, fresh);
    runs.set(page.name, run);
    console.log(`[pages] ${title} — ${page.name}: ${run.rps.toFixed(0)} req/s`);
  }
  let met = true;
  const rows = pages.map((page) => {
    const run = runs.get(page.name)!;
    let ratio = '';
    if (page.versus) {
      const share = run.rps / runs.get(page.versus.page)!.rps;
      const reference = page.versus.page === TRIVIAL ? 'la page dynamique' : page.versus.page === PRERENDERED ? 'la page prérendue' : page.versus.page;
      const { target } = page.versus;
      if (target === undefined) {
        ratio = `${(share * 100).toFixed(0)} % de ${reference}`;
      } else {
        met &&= share >= target;
        ratio = `${(share * 100).toFixed(0)} % ${share >= target ? '✓' : '✗'} (cible ≥ ${target * 100} % de ${reference})`;
      }
    }
    return [page.name, run.rps.toFixed(0), `${run.p50} / ${run.p99} ms`, String(run.errors), ratio];
  });
  const header = ['page', 'req/s', 'latence p50 / p99', 'erreurs', 'rapport'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${title}\n\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}\n`);
  return { met, runs };
}

/** Where the uncached pages stand against the least a page costs when the cache does not have it. */
function printFloor(pages: Page[], runs: Map<string, Run>): void {
  const floor = runs.get(FLOOR);
  const trivial = runs.get(TRIVIAL);
  if (!floor || !trivial) return;
  console.log(
    `Plancher : une page triviale rendue hors cache fait ${((floor.rps / trivial.rps) * 100).toFixed(0)} % de /sante, quoi qu'elle affiche ; c'est le plus qu'une page hors cache puisse atteindre.`,
  );
  for (const page of pages) {
    if (page.versus?.target === undefined) continue;
    console.log(`  ${page.name} : ${((runs.get(page.name)!.rps / floor.rps) * 100).toFixed(0)} % du plancher`);
  }
}

const LIST = 'liste (/motos-a-vendre)';
const DETAIL = 'annonce (/annonce/…)';
const FAVOURITES_HELD = 200;
const DEMO_PASSWORD = 'MotoMaroc2026!';

/**
 * Signs a demo individual in (Auth emulator, then the site's session cookie) and hearts 200
 * published listings through v1; answers the cookie. The hearts are sent as from several
 * addresses behind the trusted local proxy, as many people would: one client may change 120
 * favourites per 10 minutes.
 */
async function personWithFavourites(site: SiteUnderTest): Promise<string> {
  const signIn = await fetch(`http://${site.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sara.filali@demo.motomaroc.ma', password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  const { idToken, refreshToken } = (await signIn.json()) as { idToken: string; refreshToken: string };
  const session = await fetch(`${site.baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.baseURL },
    body: JSON.stringify({ idToken, refreshToken }),
  });
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!session.ok || !cookie) throw new Error(`session refusée (${session.status})`);

  const keys: string[] = [];
  for (const [map, kind] of [
    ['motos-0', 'moto'],
    ['equipements-0', 'equipement'],
  ] as const) {
    const xml = await (await fetch(`${site.baseURL}/sitemaps/${map}.xml`)).text();
    for (const match of xml.matchAll(/\/annonce\/detail-[a-z]+\/[^/<]+\/(\d+)</g)) keys.push(`${kind}/${match[1]}`);
  }
  if (keys.length < FAVOURITES_HELD) throw new Error(`${keys.length} annonces publiées, il en faut ${FAVOURITES_HELD}`);
  for (const [n, key] of keys.slice(0, FAVOURITES_HELD).entries()) {
    const hearted = await fetch(`${site.baseURL}/api/v1/favoris/${key}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${idToken}`, 'x-forwarded-for': `198.51.100.${Math.floor(n / 100) + 1}` },
    });
    if (!hearted.ok) throw new Error(`favori ${key} refusé (${hearted.status})`);
  }
  const held = (await (await fetch(`${site.baseURL}/api/bff/favoris/cles`, { headers: { cookie } })).json()) as { cles: string[] };
  if (held.cles.length !== FAVOURITES_HELD) throw new Error(`${held.cles.length} favoris au lieu de ${FAVOURITES_HELD}`);
  return cookie;
}

function pagesOf(detail: string, model: { brand: string; path: string }, cookie?: string): Page[] {
  const priceCap = (n: number) => 900_000_000 + n;
  const brandPage = `page de marque (/motos-neuves/${model.brand})`;
  const signedIn: Page[] = cookie
    ? [
        { name: `liste, connectée avec ${FAVOURITES_HELD} favoris`, path: '/motos-a-vendre', headers: { cookie }, versus: { page: LIST, target: 0.95 } },
        { name: `ses cœurs après chargement (GET /api/bff/favoris/cles)`, path: '/api/bff/favoris/cles', headers: { cookie }, versus: { page: LIST } },
      ]
    : [];
  return [
    { name: TRIVIAL, path: '/sante' },
    {
      name: LIST,
      path: '/motos-a-vendre',
      fresh: (n) => `/motos-a-vendre?prixmax=${priceCap(n)}`,
      versus: { page: TRIVIAL, target: 0.6 },
    },
    ...signedIn,
    {
      name: 'liste filtrée (/annonce/moto?marque=Honda)',
      path: '/annonce/moto?marque=Honda',
      fresh: (n) => `/annonce/moto?marque=Honda&prixmax=${priceCap(n)}`,
      versus: { page: TRIVIAL, target: 0.6 },
    },
    {
      name: DETAIL,
      path: detail,
      fresh: (n) => detail.replace(/\/[^/]+\/(\d+)$/, `/titre-${n}/$1`),
      versus: { page: TRIVIAL, target: 0.6 },
    },
    {
      name: 'liste arabe (/ar/motos-a-vendre)',
      path: '/ar/motos-a-vendre',
      fresh: (n) => `/ar/motos-a-vendre?prixmax=${priceCap(n)}`,
      versus: { page: LIST, target: 0.9 },
    },
    {
      name: 'annonce arabe (/ar/annonce/…)',
      path: `/ar${detail}`,
      fresh: (n) => `/ar${detail.replace(/\/[^/]+\/(\d+)$/, `/titre-${n}/$1`)}`,
      versus: { page: DETAIL, target: 0.9 },
    },
    { name: FLOOR, path: '/sante/en-cache/1', fresh: (n) => `/sante/en-cache/${n + 1}`, headers: OWN_CLIENT, versus: { page: TRIVIAL }, uncachedOnly: true },
    // As a browser asks for it: the page's compressed copy (Brotli), not compressed again per request.
    { name: 'annonce, navigateur (Accept-Encoding: br)', path: detail, headers: BROWSER, versus: { page: TRIVIAL } },
    { name: 'accueil (/)', path: '/', versus: { page: PRERENDERED, target: 0.4 } },
    // Both cached, like the lists. A model page must cost no more than its brand's page, within the
    // 5 % that two runs of one page differ by.
    { name: brandPage, path: `/motos-neuves/${model.brand}`, fresh: (n) => `/motos-neuves/${model.brand}?v=${n}`, versus: { page: TRIVIAL } },
    { name: `page de modèle (${model.path})`, path: model.path, fresh: (n) => `${model.path}?v=${n}`, versus: { page: brandPage, target: 0.95 } },
    { name: PRERENDERED, path: '/pages/about' },
  ];
}

/** The trivial page and those that can be asked under a new address each time, each request rendering its page (same targets). */
function renderCostPages(detail: string, model: { brand: string; path: string }): Page[] {
  return pagesOf(detail, model).filter((page) => page.path === '/sante' || (page.fresh && page.headers !== BROWSER));
}

/** A cached page on this checkout (B) as a share of the other commit (A): below this, a regression. */
const AB_FLOOR = 0.9;

/** The pages both sites have, each under its own address (the demo data's newest listing may differ). */
async function abPages(a: string, b: string): Promise<{ name: string; paths: [string, string]; control?: boolean }[]> {
  const [detailA, detailB] = await Promise.all([newestListingPath(a), newestListingPath(b)]);
  const model = await modelWithMostListings(b).catch(() => null);
  const pages: { name: string; paths: [string, string]; control?: boolean }[] = [
    { name: TRIVIAL, paths: ['/sante', '/sante'], control: true },
    { name: PRERENDERED, paths: ['/pages/about', '/pages/about'], control: true },
    { name: 'accueil (/)', paths: ['/', '/'] },
    { name: LIST, paths: ['/motos-a-vendre', '/motos-a-vendre'] },
    { name: 'liste filtrée (/annonce/moto?marque=Honda)', paths: ['/annonce/moto?marque=Honda', '/annonce/moto?marque=Honda'] },
    { name: DETAIL, paths: [detailA, detailB] },
    { name: 'page de marque (/motos-neuves/yamaha)', paths: ['/motos-neuves/yamaha', '/motos-neuves/yamaha'] },
    ...(model ? [{ name: `page de modèle (${model.path})`, paths: [model.path, model.path] as [string, string] }] : []),
  ];
  const exists = async (base: string, path: string) => (await fetch(`${base}${path}`, { redirect: 'manual' })).status === 200;
  const kept = [];
  for (const page of pages) {
    if (ONLY && !page.name.includes(ONLY) && !page.control) continue;
    if ((await exists(a, page.paths[0])) && (await exists(b, page.paths[1]))) kept.push(page);
    else console.log(`[ab] ${page.name}: absent from one of the two, not measured`);
  }
  return kept;
}

/** The Next server a started site runs: the start script's child that named itself next-server. */
function nextServerPid(site: SiteUnderTest): number | undefined {
  return childProcesses(site.pid).find((child) => child.command.startsWith('next-server'))?.pid;
}

/** NAME=value pairs of --ab-env. */
function parseSettings(text: string): Record<string, string> {
  const pairs = text.split(',').map((pair) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(pair.trim()));
  if (pairs.some((pair) => !pair)) throw new Error(`--ab-env attend NAME=valeur[,NAME=valeur] : ${text}`);
  return Object.fromEntries(pairs.map((pair) => [pair![1]!, pair![2]!]));
}

/** This checkout against another commit, page by page, in alternating rounds; answers whether no cached page regressed. */
async function compareWithCommit(ref: string): Promise<boolean> {
  const other = builtCheckout(ref);
  // At the production default's log level, so that what the request lines cost is measured.
  const a = await startSite({ root: other.root, env: { LOG_LEVEL: 'info' } });
  // With --ab-env too, this checkout runs under those settings.
  const settings = AB_ENV ? parseSettings(AB_ENV) : {};
  const b = await startSite({ env: { LOG_LEVEL: 'info', ...settings } });
  return compareSites(a, b, other.commit.slice(0, 7), AB_ENV ? `ce checkout, ${AB_ENV}` : 'ce checkout');
}

/** This checkout without, then with the settings of --ab-env. */
async function compareWithSettings(text: string): Promise<boolean> {
  const settings = parseSettings(text);
  const collector = settings.OTEL_EXPORTER_OTLP_ENDPOINT === 'local' ? await startOtlpCollector({ keep: false }) : null;
  if (collector) settings.OTEL_EXPORTER_OTLP_ENDPOINT = collector.url;
  try {
    const a = await startSite({ env: { LOG_LEVEL: 'info' } });
    const b = await startSite({ env: { LOG_LEVEL: 'info', ...settings } });
    const met = await compareSites(a, b, 'sans', text);
    if (collector) console.log(`Spans reçus par le collecteur local : ${collector.received()} (refusés : ${collector.refused.length}).`);
    return met;
  } finally {
    await collector?.close();
  }
}

/** Site b against site a, page by page, in alternating rounds; answers whether no cached page of b is more than 10 % slower. */
async function compareSites(a: SiteUnderTest, b: SiteUnderTest, nameA: string, nameB: string): Promise<boolean> {
  try {
    const pages = await abPages(a.baseURL, b.baseURL);
    const rows: string[][] = [];
    let met = true;
    for (const page of pages) {
      const sites = [a.baseURL, b.baseURL] as const;
      const siteOf = [a, b] as const;
      const asPage = (index: 0 | 1): Page => ({ name: page.name, path: page.paths[index] });
      for (const index of [0, 1] as const) await load(sites[index], asPage(index), 2, false); // warm-up: caches, JIT
      const rates: [number[], number[]] = [[], []];
      const cpu: [number[], number[]] = [[], []];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const index of round % 2 ? ([1, 0] as const) : ([0, 1] as const)) {
          const server = nextServerPid(siteOf[index]);
          const before = server && cpuSeconds(server);
          const run = await load(sites[index], asPage(index), DURATION, false);
          rates[index].push(run.rps);
          const after = server && cpuSeconds(server);
          if (before !== undefined && after !== undefined && run.total > 0) cpu[index].push(((after - before) * 1000) / run.total);
        }
        console.log(`[ab] ${page.name}: ${rates[0].at(-1)!.toFixed(0)} / ${rates[1].at(-1)!.toFixed(0)} req/s`);
      }
      const share = median(rates[1].map((rate, round) => rate / rates[0][round]!));
      const judged = !page.control;
      if (judged) met &&= share >= AB_FLOOR;
      const cpuCell =
        cpu[0].length === ROUNDS && cpu[1].length === ROUNDS
          ? `${median(cpu[0]).toFixed(2)} / ${median(cpu[1]).toFixed(2)} (${((median(cpu[1].map((ms, round) => ms / cpu[0][round]!)) - 1) * 100).toFixed(1)} %)`
          : '—';
      rows.push([
        page.name,
        median(rates[0]).toFixed(0),
        median(rates[1]).toFixed(0),
        `${(share * 100).toFixed(0)} %${judged ? (share >= AB_FLOOR ? ' ✓' : ` ✗ (plus de ${((1 - AB_FLOOR) * 100).toFixed(0)} % plus lente)`) : ' (témoin)'}`,
        cpuCell,
      ]);
    }
    const header = ['page (en cache)', `${nameA}, req/s`, `${nameB}, req/s`, 'rapport (médiane des manches)', 'CPU de Next par requête, ms (écart)'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}\n`);
    console.log(`autocannon, 50 connections, ${ROUNDS} rounds of ${DURATION} s per page and site, in alternating order.`);
    console.log(
      'CPU per request: user + system time of the Next process over the round, over its requests (less sensitive to the machine’s drift than req/s).',
    );
    return met;
  } finally {
    for (const site of [a, b]) {
      await stopSite(site);
      removeSiteData(site);
    }
  }
}

async function main() {
  if (AB || AB_ENV) {
    const met = AB ? await compareWithCommit(AB) : await compareWithSettings(AB_ENV!);
    const versus = AB ? `than on ${AB}` : `with ${AB_ENV} than without`;
    console.log(met ? `No cached page is more than 10 % slower ${versus}.` : `Some cached pages are more than 10 % slower ${versus}.`);
    if (!met) process.exitCode = 1;
    return;
  }
  const site = GIVEN_URL ? null : await startSite();
  const base = GIVEN_URL ?? site!.baseURL;
  let met = false;
  try {
    const detail = await newestListingPath(base);
    const model = await modelWithMostListings(base);
    const cookie = site ? await personWithFavourites(site) : undefined;
    ({ met } = await measure(
      base,
      pagesOf(detail, model, cookie).filter((page) => !page.uncachedOnly),
      'Pages telles que servies (cache de pages actif)',
    ));
    console.log(`autocannon, 50 connections, ${DURATION} s per page after a 2 s warm-up, next start and autocannon on the same machine.`);

    const weights = await measurePages(base, [
      '/',
      '/ar',
      '/ar/motos-a-vendre',
      `/ar${detail}`,
      '/motos-a-vendre',
      '/annonce/equipement-motard',
      detail,
      '/motos-neuves',
      '/motos-neuves/yamaha',
      '/ar/motos-neuves/yamaha',
      model.path,
      `/ar${model.path}`,
      '/recherche?q=yamaha',
      '/boutiques',
      '/ar/boutiques',
      '/annonceur/boutique/2',
      '/signaler/moto/1',
      '/sponsoring',
      '/premiumads',
      '/telecharger-app',
      '/pages/contact',
      '/pages/about',
      '/page-inexistante',
    ]);
    const withinBudget = printWeights(weights);
    console.log(withinBudget ? 'Every public page is within the JavaScript budget.' : 'Some pages are over the JavaScript budget.');
    met &&= withinBudget;

    if (site) {
      await stopSite(site);
      const uncached = await startSite({ dataDir: site.dataDir, env: { PAGE_CACHE_MB: '0' } });
      try {
        // Measured whatever the first run gave (`met &&= await …` would skip it).
        const pages = renderCostPages(detail, model);
        const renderCost = await measure(
          uncached.baseURL,
          pages,
          'Coût de rendu : cache de pages coupé (PAGE_CACHE_MB=0), chaque requête demande une adresse nouvelle',
          true,
        );
        printFloor(pages, renderCost.runs);
        met &&= renderCost.met;
      } finally {
        await stopSite(uncached);
      }
    }
  } finally {
    if (site) {
      await stopSite(site);
      removeSiteData(site);
    }
  }
  console.log(met ? 'All page targets are met.' : 'Some page targets are NOT met.');
}

runBenchmark(main);
