/**
 * npm run bench:search — the search by words at a million listings, in-process.
 *
 * On the bench database of bench:api (1,000,000 listings, loaded once; --reload loads again), one
 * request at a time: a common word with the count per type (GET recherche), two words with a typo,
 * a word with three filters, the suggestions for two to five letters, a tyre size written any way
 * and the tyres of one size, and the parts that fit a motorcycle (issue 45). Each line gives v1's
 * p50/p95/p99 and, beside it, the same SQL statements run directly with pg (what the API layer
 * costs), then the sizes of the search's indexes and views. The model page against a brand page is
 * measured by bench:pages (rendered pages).
 *
 * Options: --reload, --iterations=N (default 200).
 */
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { reloadEnv } from '../../server/env';
import { createLimiters, RATE_LIMITS } from '../../server/api/rate-limits';
import { captureStatements, createBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';
import { measure as timed, runBenchmark } from './timing';

const argument = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ITERATIONS = argument('iterations', 200);
const say = (message: string) => console.log(`[bench] ${message}`);

/**
 * What the issue asks to measure, with its target p95 in ms. The moto search has no year filter
 * (the spec's), so the three filters are price, city and engine size.
 */
const CASES: { label: string; urls: string[]; target: number }[] = [
  { label: 'un mot courant (yamaha), page 1, avec le compte par type', urls: ['/recherche?q=yamaha'], target: 30 },
  { label: 'un mot courant (yamaha), liste des motos, page 1', urls: ['/moto/annonce?q=yamaha'], target: 30 },
  { label: 'deux mots dont une faute (kawazaki ninja)', urls: ['/moto/annonce?q=kawazaki+ninja'], target: 40 },
  { label: 'deux mots dont une faute, tous les types', urls: ['/recherche?q=kawazaki+ninja'], target: 40 },
  {
    label: 'un mot et trois filtres (prix, ville, cylindrée)',
    urls: ['/moto/annonce?q=honda&prixmin=20000&prixmax=80000&ville=Casablanca&cylindreemin=100'],
    target: 30,
  },
  { label: 'un mot rare (tuareg)', urls: ['/moto/annonce?q=tuareg'], target: 30 },
  { label: 'un modèle écrit autrement (mt 07)', urls: ['/moto/annonce?q=mt+07'], target: 30 },
  { label: 'un mot en arabe (ياماها)', urls: [`/moto/annonce?q=${encodeURIComponent('ياماها')}`], target: 30 },
  {
    label: 'suggestions, 2 à 5 lettres (ya, yam, yama, yamah)',
    urls: ['ya', 'yam', 'yama', 'yamah'].map((q) => `/recherche/suggestions?q=${q}`),
    target: 15,
  },
  { label: 'suggestions d’un modèle (mt0)', urls: ['/recherche/suggestions?q=mt0'], target: 15 },
  // Issue 45: a tyre size however written, and the tyres of one size (its page, /pneus/120-70-17).
  { label: 'une taille de pneu écrite autrement (120 70 r17)', urls: ['/equipement/annonce?type=pneu&q=120+70+r17'], target: 30 },
  { label: 'une taille de pneu, tous les types (180/55-17)', urls: [`/recherche?q=${encodeURIComponent('180/55-17')}`], target: 30 },
  { label: 'les pneus d’une taille (taille=120-70-17)', urls: ['/equipement/annonce?taille=120-70-17'], target: 30 },
  { label: 'les tailles en vente, avec leurs prix', urls: ['/equipement/pneu/tailles?limit=40'], target: 30 },
  // Issue 45: what fits a motorcycle ({MT07}: the reference model's id in the bench database).
  { label: 'les pièces qui vont à ma moto (MT-07 de 2018)', urls: ['/equipement/annonce?type=piece&compatible={MT07}&annee=2018'], target: 30 },
  { label: 'les pièces qui vont à ma moto, les moins chères d’abord', urls: ['/equipement/annonce?type=piece&compatible={MT07}&tri=prix_asc'], target: 30 },
  // My garage's bar: every part, those that fit first (two lists read in turn), on page 1 and past them.
  { label: 'toutes les pièces, celles de ma moto d’abord', urls: ['/equipement/annonce?type=piece&compatible={MT07}&annee=2018&dabord=1'], target: 30 },
  {
    label: 'toutes les pièces, celles de ma moto d’abord, page 50',
    urls: ['/equipement/annonce?type=piece&compatible={MT07}&annee=2018&dabord=1&page=50'],
    target: 30,
  },
  // The parts page of a model (/pieces/yamaha/mt-07): its model and count, then the other models named.
  { label: 'la page des pièces d’un modèle : son modèle et son compte', urls: ['/equipement/pieces/modele/yamaha/mt-07'], target: 30 },
  { label: 'la page des pièces d’un modèle : les autres modèles nommés', urls: ['/equipement/pieces/modeles?min=3&limit=40'], target: 30 },
];

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

async function main() {
  const config = reloadEnv();
  const benchDatabase = await openBenchDatabase(config, { motos: 700_000, equipements: 300_000, reload: process.argv.includes('--reload'), say });
  const database = openDatabase(benchDatabase.url, { max: 10 });
  const raw = new pg.Pool({ connectionString: benchDatabase.url, max: 2 });
  const captured = captureStatements(database.pool);
  // One client asking thousands of searches and suggestions a minute is what the limits are for: lifted here.
  const app = createBenchApp(database.db, {
    limiters: createLimiters({
      ...RATE_LIMITS,
      suggestions: { ...RATE_LIMITS.suggestions, points: 1_000_000 },
      wordSearches: { ...RATE_LIMITS.wordSearches, points: 1_000_000 },
    }),
  });
  const failures: string[] = [];
  const rows: string[][] = [];
  try {
    const mt07 = (
      await raw.query<{ id: number }>(
        `select m.idmodele as id from modele m join marque b on b.idmarque = m.idmarque where b.nom_marque = 'Yamaha' and m.nom_modele = 'MT-07'`,
      )
    ).rows[0]!.id;
    for (const { label, urls: templates, target } of CASES) {
      const urls = templates.map((url) => url.replace('{MT07}', String(mt07)));
      const call = async (url: string) => {
        const response = await app.request(`/api/v1${url}`);
        if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        return (await response.json()) as unknown;
      };
      // The statements of each URL, once its caches are warm, to run again as plain SQL.
      const statements: { text: string; values: unknown[] }[][] = [];
      let found = '';
      for (const url of urls) {
        await call(url);
        captured.statements.length = 0;
        captured.capturing = true;
        const body = await call(url);
        captured.capturing = false;
        // Search statistics are written after the answer, on their own: not part of the search.
        statements.push(captured.statements.filter((s) => !/recherche_stat/.test(s.text)));
        if (!found) found = describe(body);
      }
      const inProcess = await timed(ITERATIONS, (i) => call(urls[i % urls.length]!));
      const client = await raw.connect();
      const sql = await timed(ITERATIONS, async (i) => {
        for (const statement of statements[i % statements.length]!) await client.query(statement.text, statement.values);
      });
      client.release();
      const ok = inProcess.p95 <= target;
      if (!ok) failures.push(`${label}: p95 ${ms(inProcess.p95)} ms > ${target} ms`);
      rows.push([
        label,
        `${ms(inProcess.p50)} / ${ms(inProcess.p95)} / ${ms(inProcess.p99)}`,
        `${ms(sql.p50)} / ${ms(sql.p95)}`,
        found,
        ok ? `✓ ≤ ${target}` : `✗ > ${target}`,
      ]);
      say(rows.at(-1)!.join(' · '));
    }
    const header = ['recherche', 'v1 in-process p50/p95/p99 ms', 'SQL seul p50/p95 ms', 'résultat', 'cible p95'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}\n`);

    const sizes = await raw.query<{ name: string; size: string }>(`
      select relname as name, pg_size_pretty(pg_relation_size(oid)) as size from pg_class
      where relname in ('annonce_moto_recherche_idx', 'annonce_equipement_recherche_idx', 'annonce_moto_pub_modele_slug_idx',
                        'mot_recherche', 'mot_recherche_trgm_idx', 'suggestion_recherche', 'suggestion_recherche_cle_idx', 'annonce_moto', 'annonce_equipement')
      order by relname`);
    console.log('Tailles :', sizes.rows.map((row) => `${row.name} ${row.size}`).join(', '));
    const refreshed = performance.now();
    await raw.query('refresh materialized view concurrently mot_recherche');
    await raw.query('refresh materialized view concurrently suggestion_recherche');
    console.log(`Vocabulaire et suggestions relus (tâche de 5 minutes) en ${((performance.now() - refreshed) / 1000).toFixed(1)} s.`);
    const counted = performance.now();
    await raw.query('refresh materialized view concurrently modele_pieces');
    console.log(`Modèles nommés par les pièces recomptés (même tâche) en ${((performance.now() - counted) / 1000).toFixed(1)} s.`);
    if (failures.length > 0) {
      console.log(`\nTargets missed:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    } else console.log('\nAll targets met.');
  } finally {
    await raw.end();
    await database.close();
    await benchDatabase.close();
  }
}

/** What a search found, in a few words. */
function describe(body: unknown): string {
  if (Array.isArray(body)) {
    const first = body[0] as { taille?: string; idmodele?: number } | undefined;
    return `${body.length} ${first?.taille ? 'tailles' : first?.idmodele ? 'modèles' : 'suggestions'}`;
  }
  const answer = body as { total?: number; totalEstime?: boolean; types?: { type: string; total: number }[]; idmodele?: number; annonces?: number };
  if (answer.idmodele !== undefined) return `${answer.annonces} annonces le nomment`;
  if (answer.types) return answer.types.map((t) => `${t.type} ${t.total}`).join(', ');
  return `${answer.total} au total${answer.totalEstime ? ' (estimé)' : ''}`;
}

runBenchmark(main);
