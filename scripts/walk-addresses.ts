/**
 * Every address of the site, asked of two versions of it side by side: the sitemap of both
 * languages (each <loc> and its hreflang alternates) and the addresses no sitemap lists (the
 * account area, the French-only pages, the forms' answers, invented addresses). For each, what a
 * visitor and a search engine see: the status, where a redirect goes, the document's language and
 * direction, its title, canonical, alternates, robots and first heading. Prints the addresses whose
 * answer differs; exits with 1 if any does.
 *
 *   npm run walk:addresses -- --ab=<commit>   this checkout against another (built once, as bench:pages --ab does)
 *
 * Needs `npm run build` first. For a change that moves pages or routes (issue 42's one page per
 * route for both languages): every address must answer as before.
 */
import { removeSiteData, startSite, stopSite, type SiteUnderTest } from './lib/site-under-test';
import { builtCheckout } from './lib/other-checkout';

const AB = process.argv.find((a) => a.startsWith('--ab='))?.split('=')[1];

/** Addresses no sitemap lists, in both languages where they exist. */
const UNLISTED = [
  '/compte',
  '/compte/vendre',
  '/compte/ads',
  '/compte/admin',
  '/compte/admin/utilisateurs',
  '/auth/signin',
  '/auth/signup',
  '/auth/mot-de-passe-oublie',
  '/auth/profil',
  '/auth/action',
  '/auth/google-local',
  '/favoris',
  '/recherche?q=yamaha',
  '/recherche',
  '/hors-ligne',
  '/alertes/desabonner',
  '/alertes/desabonner/confirmer',
  '/alertes/ouvrir/abc',
  '/annonce/prolonger',
  '/annonce/prolonger/confirmer',
  '/favoris/coeur',
  '/paiement/cmi/ok',
  '/paiement/cmi/echec',
  '/sante',
  '/signaler/moto/1',
  '/signaler/equipement/1',
  '/motos-a-vendre?marque=yamaha',
  '/motos-a-vendre?page=2',
  '/annonce/moto?marque=Honda',
  '/annonce/pneu',
  '/liste/moto/x',
  '/liste-directe/moto/x',
  '/motos-neuves/marque-inventee',
  '/motos-neuves/yamaha?page=2',
  '/motos-a-vendre/yamaha/modele-invente',
  '/annonce/detail-moto/titre/999999999',
  '/annonceur/boutique/999999999',
  '/page-inventee',
  '/annonce/inventee/x',
  '/moto',
  '/marques/yamaha',
  '/pages',
  '/fr',
  '/fr/motos-neuves',
  '/manifest.webmanifest',
  '/robots.txt',
];

interface Answer {
  status: number;
  location: string | null;
  lang?: string;
  dir?: string;
  title?: string;
  canonical?: string;
  alternates?: string;
  robots?: string;
  h1?: string;
}

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/\s+/g, ' ').trim();

async function answerOf(base: string, path: string): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  const answer: Answer = { status: response.status, location: location && new URL(location, base).pathname + new URL(location, base).search };
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
    await response.arrayBuffer();
    return answer;
  }
  const html = await response.text();
  const origin = (href: string | undefined) => href?.replace(/^https?:\/\/[^/]+/, '');
  return {
    ...answer,
    lang: first(html, /<html[^>]* lang="([^"]*)"/),
    dir: first(html, /<html[^>]* dir="([^"]*)"/),
    title: first(html, /<title>([^<]*)<\/title>/),
    canonical: origin(first(html, /<link rel="canonical" href="([^"]*)"/)),
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map((m) => `${m[1]}=${origin(m[2])}`).join(' '),
    robots: first(html, /<meta name="robots" content="([^"]*)"/),
    h1: first(html, /<h1[^>]*>(.*?)<\/h1>/s)?.replace(/<[^>]+>/g, ''),
  };
}

/** The paths of every page the sitemap index lists, with their alternates. */
async function sitemapPaths(base: string): Promise<string[]> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths = new Set<string>();
  for (const map of maps) {
    const xml = await (await fetch(`${base}${map}`)).text();
    for (const m of xml.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)) paths.add(new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
  }
  return [...paths];
}

async function walk(a: SiteUnderTest, b: SiteUnderTest): Promise<number> {
  const [inA, inB] = await Promise.all([sitemapPaths(a.baseURL), sitemapPaths(b.baseURL)]);
  const onlyA = inA.filter((p) => !inB.includes(p));
  const onlyB = inB.filter((p) => !inA.includes(p));
  for (const p of onlyA) console.log(`only in the first sitemap: ${p}`);
  for (const p of onlyB) console.log(`only in the second sitemap: ${p}`);
  const unlisted = UNLISTED.flatMap((p) => [p, p === '/fr' || p.startsWith('/fr/') ? p : `/ar${p}`]);
  const paths = [...new Set([...inA.filter((p) => inB.includes(p)), ...unlisted])];
  let differences = onlyA.length + onlyB.length;
  for (const path of paths) {
    const [answerA, answerB] = await Promise.all([answerOf(a.baseURL, path), answerOf(b.baseURL, path)]);
    const left = JSON.stringify(answerA);
    const right = JSON.stringify(answerB);
    if (left !== right) {
      differences += 1;
      console.log(`${path}\n  before: ${left}\n  after:  ${right}`);
    }
  }
  console.log(`${paths.length} addresses asked of both (${inA.length} in the sitemap), ${differences} answered differently.`);
  return differences;
}

async function main() {
  if (!AB) throw new Error('--ab=<commit> is required: the version to compare this checkout with');
  const other = builtCheckout(AB);
  const a = await startSite({ root: other.root });
  const b = await startSite();
  try {
    if ((await walk(a, b)) > 0) process.exitCode = 1;
  } finally {
    for (const site of [a, b]) {
      await stopSite(site);
      removeSiteData(site);
    }
  }
}

await main();
