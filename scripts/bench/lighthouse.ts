/**
 * npm run lighthouse — Lighthouse (Debian Chromium, default mobile emulation and throttling) on the
 * home page, /motos-a-vendre and a listing page (each in French and Arabic), a brand page and the sign-in and sign-up pages of
 * the production build with the demo data, 5 runs each; prints the median score per category and what kept a score under 100.
 * Targets: Performance ≥ 95, Accessibility, Best Practices and SEO 100 on the public pages;
 * Accessibility and Best Practices 100 on the sign-in pages.
 *
 * Needs `npm run build` first. Options: --runs=N, --url=http://… (an already running site),
 * --only=text (the pages whose name contains it).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { modelWithMostListings, newestListingPath, removeSiteData, startSite, stopSite } from '../lib/site-under-test';
import { median, runBenchmark } from './timing';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const GIVEN_URL = process.argv.find((a) => a.startsWith('--url='))?.split('=')[1];
/** --only=text: the pages whose name contains the text (e.g. --only=arabe). */
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** The sign-in pages are rendered per request, load Firebase and are kept out of search engines (noindex, so SEO cannot be 100): their targets are Accessibility and Best Practices. */
const SIGN_IN_TARGETS: Category[] = ['accessibility', 'best-practices'];
/** A search's results are kept out of search engines too (noindex, follow), but are a public page: every target but SEO. */
const NOINDEX_TARGETS: Category[] = ['performance', 'accessibility', 'best-practices'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

async function main() {
  const site = GIVEN_URL ? null : await startSite();
  const base = GIVEN_URL ?? site!.baseURL;
  const browser = new Browser();
  try {
    const detail = await newestListingPath(base);
    const allPages: [string, string, Category[]?][] = [
      ['Accueil', '/'],
      ['Accueil (arabe)', '/ar'],
      ['Motos à vendre', '/motos-a-vendre'],
      ['Motos à vendre (arabe)', '/ar/motos-a-vendre'],
      ['Annonce', detail],
      ['Annonce (arabe)', `/ar${detail}`],
      ['Marque', '/motos-neuves/yamaha'],
      ['Modèle', (await modelWithMostListings(base)).path],
      ['Recherche', '/recherche?q=yamaha', NOINDEX_TARGETS],
      // Sign-in pages: targets Accessibility and Best Practices 100 (rendered per request, Firebase SDK).
      ['Connexion', '/auth/signin', SIGN_IN_TARGETS],
      ['Inscription', '/auth/signup', SIGN_IN_TARGETS],
    ];
    const pages = ONLY ? allPages.filter(([name]) => name.includes(ONLY)) : allPages;
    // Warm up: the cached home page is built on its first visit, photos are resized on theirs.
    for (const [, path] of pages) for (let i = 0; i < 2; i++) await browser.audit(`${base}${path}`, ['performance']);

    const rows: string[][] = [];
    const shortfalls: string[] = [];
    for (const [name, path, targeted = [...CATEGORIES]] of pages) {
      const below = (category: Category, score: number) => targeted.includes(category) && score < TARGETS[category];
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const metrics: Record<string, number[]> = { lcp: [], tbt: [], cls: [], fcp: [] };
      const failing = new Map<string, string>();
      for (let run = 0; run < RUNS; run++) {
        const lhr = await browser.audit(`${base}${path}`, [...CATEGORIES]);
        for (const category of CATEGORIES) {
          scores[category]!.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
          if (category === 'performance' || !targeted.includes(category)) continue;
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.set(`${category}: ${ref.id}`, audit.title);
          }
        }
        metrics.lcp!.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        metrics.tbt!.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        metrics.cls!.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        metrics.fcp!.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
      }
      const medians = CATEGORIES.map((c) => median(scores[c]!));
      rows.push([
        name,
        path,
        ...medians.map((m, i) => `${m}${below(CATEGORIES[i]!, m) ? ' ✗' : targeted.includes(CATEGORIES[i]!) ? '' : ' (–)'}`),
        `${(median(metrics.fcp!) / 1000).toFixed(2)} s`,
        `${(median(metrics.lcp!) / 1000).toFixed(2)} s`,
        `${Math.round(median(metrics.tbt!))} ms`,
        median(metrics.cls!).toFixed(3),
      ]);
      medians.forEach((m, i) => {
        if (below(CATEGORIES[i]!, m)) shortfalls.push(`${name}: ${CATEGORIES[i]} ${m} < ${TARGETS[CATEGORIES[i]!]}`);
      });
      for (const [id, title] of failing) shortfalls.push(`${name}: ${id} (${title})`);
      console.log(`[lighthouse] ${name}: ${medians.join(' / ')}`);
    }
    const header = ['page', 'chemin', 'Performance', 'Accessibilité', 'Bonnes pratiques', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}\n`);
    console.log(
      `Median of ${RUNS} runs per page ((–): no target on this page), Lighthouse mobile emulation (simulated slow 4G, 4× CPU slowdown), Chromium ${await browser.version()}.`,
    );
    console.log(shortfalls.length ? `\nBelow target:\n${shortfalls.map((s) => `  - ${s}`).join('\n')}` : '\nAll targets met.');
  } finally {
    browser.close();
    if (site) {
      await stopSite(site);
      removeSiteData(site);
    }
  }
}

/**
 * The Chromium that Lighthouse drives. Now and then a run never ends (Chromium stops answering
 * the protocol, seen after many runs of a page whose service worker Lighthouse clears between
 * runs): such a run is abandoned after RUN_TIMEOUT_MS, Chromium is started afresh and the run
 * is done again, with a line saying so, so that a stuck browser does not stall the benchmark.
 */
const RUN_TIMEOUT_MS = 120_000;
class Browser {
  private chrome: chromeLauncher.LaunchedChrome | null = null;

  private async port(): Promise<number> {
    this.chrome ??= await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    return this.chrome.port;
  }

  async audit(url: string, onlyCategories: string[]) {
    for (let attempt = 1; ; attempt++) {
      const port = await this.port();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RUN_TIMEOUT_MS)));
      const run = lighthouse(url, { port, logLevel: (process.env.LH_LOG as 'info' | undefined) ?? 'error', onlyCategories });
      run.catch(() => undefined); // an abandoned run fails later, when its Chromium is gone
      const result = await Promise.race([run, timeout]).finally(() => clearTimeout(timer));
      // A run Lighthouse itself could not finish (no paint seen, Chromium lost the page…) scores
      // 0 everywhere: say why and run it again rather than count it.
      const failure = result && runFailure(result.lhr);
      if (result && (!failure || attempt === 3)) return result.lhr;
      console.log(
        `[lighthouse] ${url}: ${failure ? `run failed (${failure})` : `no answer after ${RUN_TIMEOUT_MS / 1000} s`}, Chromium restarted (attempt ${attempt})`,
      );
      this.close();
      if (attempt === 3) throw new Error(`${url}: Lighthouse did not finish in ${attempt} attempts`);
    }
  }

  close() {
    this.chrome?.kill();
    this.chrome = null;
  }

  async version(): Promise<string> {
    return chromeVersion(await this.port());
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Why Lighthouse could not score this run (a category without a score), or null. */
function runFailure(lhr: Lhr): string | null {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  for (const category of Object.values(lhr.categories)) {
    if (category.score !== null) continue;
    const errors = category.auditRefs.map((ref) => lhr.audits[ref.id]).filter((audit) => audit?.errorMessage);
    return `${category.id} not scored: ${errors.map((audit) => `${audit!.id}: ${audit!.errorMessage}`).join('; ') || 'no reason given'}`;
  }
  return null;
}

async function chromeVersion(port: number): Promise<string> {
  try {
    const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
    return info.Browser.replace(/^[^/]*\//, '');
  } catch {
    return '?';
  }
}

runBenchmark(main);
