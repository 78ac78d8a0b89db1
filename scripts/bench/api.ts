/**
 * npm run bench:api — the listing searches of v1 at a million listings.
 *
 * Loads 1,000,000 listings (700,000 motos, 300,000 equipment) into a separate bench database
 * (kept between runs; --reload loads again), then for a fixed set of filter combinations at page
 * 1 and page 50 (plus two price sorts) measures: v1 in-process (app.request, one request at a time), the same SQL
 * statements run directly with pg (the ratio shows what the API layer costs), and v1 over HTTP
 * (a separate v1 server process, autocannon with 20 connections). Prints p50/p95/p99 and
 * requests per second, the total the API reports, and the exact total.
 *
 * Then, on the same data: the price guide (GET moto/prix-marche) for popular and rare models
 * (target p95 ≤ 15 ms), and Mes Annonces (GET utilisateur/mes-annonces) of a shop given 2,000
 * listings (target first page p95 ≤ 10 ms), both in-process.
 *
 * Options: --reload, --motos=N, --equipements=N, --iterations=N (in-process and SQL, default 300),
 * --duration=S (HTTP, default 5), --only=TEXT (only the combinations whose name contains TEXT).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { reloadEnv } from '../../server/env';
import { freePort, stopChild, waitUntil } from '../lib/processes';
import { captureStatements, createBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';
import { runBenchmark } from './timing';

const argument = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const RELOAD = process.argv.includes('--reload');
const MOTOS = argument('motos', 700_000);
const EQUIPEMENTS = argument('equipements', 300_000);
const ITERATIONS = argument('iterations', 300);
const DURATION = argument('duration', 5);
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const say = (message: string) => console.log(`[bench] ${message}`);

const COMBINATIONS: { kind: 'moto' | 'equipement'; label: string; query: string }[] = [
  { kind: 'moto', label: 'aucun filtre', query: '' },
  { kind: 'moto', label: 'marque', query: 'marque=Yamaha' },
  { kind: 'moto', label: 'marque + ville', query: 'marque=Honda&ville=Casablanca' },
  { kind: 'moto', label: 'prix 20–60 kDh', query: 'prixmin=20000&prixmax=60000' },
  { kind: 'moto', label: 'cylindrée 300–700', query: 'cylindreemin=300&cylindreemax=700' },
  { kind: 'moto', label: 'rare: Indian + Ifrane + ≤150 kDh', query: 'marque=Indian&ville=Ifrane&prixmax=150000' },
  { kind: 'moto', label: 'marque, prix décroissant', query: 'marque=Yamaha&tri=prix_desc' },
  { kind: 'equipement', label: 'aucun filtre', query: '' },
  { kind: 'equipement', label: 'type', query: 'type=motard' },
  { kind: 'equipement', label: 'type + ville', query: 'type=piece&ville=Casablanca' },
  { kind: 'equipement', label: 'prix 500–2000 Dh', query: 'prixmin=500&prixmax=2000' },
  { kind: 'equipement', label: 'type + catégorie', query: 'type=motard&categorie=Casques' },
  { kind: 'equipement', label: 'rare: jantes + Ifrane', query: 'type=pneu&categorie=Jantes&ville=Ifrane' },
  { kind: 'equipement', label: 'type, prix croissant', query: 'type=motard&tri=prix_asc' },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

function stats(samples: number[], seconds: number): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), rps: samples.length / seconds };
}

async function measure(iterations: number, run: () => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return stats(samples, (performance.now() - started) / 1000);
}

const BENCH_ADMIN_UID = 'bench-admin-uid';
const BENCH_SHOP_UID = 'bench-shop-2000';
const PRICE_GUIDE_QUERIES = [
  { label: 'populaire : Yamaha MT-07 2021, 15 000 km', query: 'marque=Yamaha&modele=MT-07&annee=2021&kilometrage=15000' },
  { label: 'populaire sans kilométrage : Honda PCX 125 2020', query: 'marque=Honda&modele=PCX 125&annee=2020' },
  { label: 'rare : Indian Scout 2015, 40 000 km', query: 'marque=Indian&modele=Scout&annee=2015&kilometrage=40000' },
  { label: 'inconnu : Yamaha Inexistante 2020', query: 'marque=Yamaha&modele=Inexistante&annee=2020' },
];

/** A shop with 2,000 listings (1,400 motos, 600 equipment), made once in the bench database. */
async function ensureBenchShop(raw: pg.Pool): Promise<void> {
  await raw.query(
    `insert into utilisateur (uid, nom, prenom, email, role, telephone, ville)
     values ($1, 'Admin', 'Bench', 'bench-admin@bench.ma', 'admin', '+212699999998', 'Casablanca') on conflict (uid) do nothing`,
    [BENCH_ADMIN_UID],
  );
  const found = await raw.query(`select idutilisateur from utilisateur where uid = $1`, [BENCH_SHOP_UID]);
  if (found.rowCount) return;
  const shop = await raw.query<{ id: number }>(
    `insert into utilisateur (uid, nom, prenom, email, role, telephone, ville, nom_entreprise)
     values ($1, 'Boutique', 'Bench', 'bench-shop@bench.ma', 'boutique', '+212699999999', 'Casablanca', 'Bench Motos') returning idutilisateur as id`,
    [BENCH_SHOP_UID],
  );
  const id = shop.rows[0]!.id;
  await raw.query(
    `insert into annonce_moto (idutilisateur, titre, prix, marque, modele, model, kilometrage, cylindre, ville, photos, etat, date_publication, date_ajout)
     select $1, 'Yamaha MT-07 ' || g, 60000 + g, 'Yamaha', 'MT-07', 2020, 10000 + g, 689, 'Casablanca', array['demo/motos/a.jpg'],
            case when g % 10 = 0 then 'en_attente' else 'publiee' end, now() - g * interval '1 hour', now() - g * interval '1 hour'
     from generate_series(1, 1400) g`,
    [id],
  );
  await raw.query(
    `insert into annonce_equipement (idutilisateur, type, titre, prix, idcategorie, ville, photos, etat, date_publication, date_ajout)
     select $1, 'motard', 'Casque ' || g, 1000 + g, (select idcategorie from categorie where type = 'motard' order by idcategorie limit 1), 'Casablanca',
            array['demo/equipement/a.jpg'], 'publiee', now() - (g * 2 + 1) * interval '1 hour', now() - (g * 2 + 1) * interval '1 hour'
     from generate_series(1, 600) g`,
    [id],
  );
  await raw.query('vacuum analyze annonce_moto');
  await raw.query('vacuum analyze annonce_equipement');
}

async function benchSellerReads(app: ReturnType<typeof createBenchApp>, raw: pg.Pool, failures: string[]): Promise<void> {
  await ensureBenchShop(raw);
  const rows: string[][] = [];
  const f = (n: number) => n.toFixed(n < 10 ? 2 : 1);
  const run = async (label: string, url: string, target: number, headers: Record<string, string> = {}) => {
    const call = async () => {
      const response = await app.request(url, { headers });
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const body = await call();
    const timing = await measure(ITERATIONS, call);
    const ok = timing.p95 <= target;
    if (!ok) failures.push(`${label}: in-process p95 ${f(timing.p95)} ms > ${target} ms`);
    const outcome =
      'comparables' in body
        ? `${body.comparables} comparables, médiane ${body.mediane ?? '—'}`
        : 'total' in body
          ? `${body.total} au total`
          : 'réponse complète';
    rows.push([label, `${f(timing.p50)} / ${f(timing.p95)} / ${f(timing.p99)}`, timing.rps.toFixed(0), outcome, ok ? `✓ ≤ ${target}` : `✗ > ${target}`]);
  };
  for (const { label, query } of PRICE_GUIDE_QUERIES) await run(`prix-marche ${label}`, `/api/v1/moto/prix-marche?${query}`, 15);
  // Mes Annonces goes through the auth middleware (the bench's token check above, then the user row read).
  const auth = { authorization: 'Bearer bench-shop' };
  await run('mes-annonces boutique 2 000 annonces, page 1', '/api/v1/utilisateur/mes-annonces?page=1&itemsPerPage=10', 10, auth);
  await run('mes-annonces boutique 2 000 annonces, page 50', '/api/v1/utilisateur/mes-annonces?page=50&itemsPerPage=10', 30, auth);
  // The back office, as the bench admin.
  const admin = { authorization: 'Bearer bench-admin' };
  const shopId = (await raw.query<{ id: number }>('select idutilisateur as id from utilisateur where uid = $1', [BENCH_SHOP_UID])).rows[0]!.id;
  await run('admin : file de modération (2 types), page 1', '/api/v1/admin/annonces?etat=en_attente&page=1&limit=10', 20, admin);
  await run('admin : file de modération (2 types), page 50', '/api/v1/admin/annonces?etat=en_attente&page=50&limit=10', 20, admin);
  await run('admin : moto/admin en_attente, page 1', '/api/v1/moto/admin?etat=en_attente&page=1&limit=10', 20, admin);
  await run('admin : moto/admin en_attente, page 50', '/api/v1/moto/admin?etat=en_attente&page=50&limit=10', 20, admin);
  await run(
    'admin : annonces d’un utilisateur (2 000), page 1',
    `/api/v1/moto/annonces-utilisateur-admin?idutilisateur=${shopId}&page=1&itemsPerPage=10`,
    10,
    admin,
  );
  await run('admin : utilisateurs, page 1', '/api/v1/utilisateur/admin/users?page=1&limit=10', 20, admin);
  for (const stats of ['utilisateur/admin/stats', 'moto/stats', 'equipement/stats', 'sponsoring/admin/stats'])
    await run(`admin : ${stats}`, `/api/v1/${stats}`, 200, admin);
  const header = ['appel', 'in-process p50/p95/p99 ms', 'req/s', 'résultat', 'cible p95'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}\n`);
}

async function main() {
  const config = reloadEnv();
  const benchDatabase = await openBenchDatabase(config, { motos: MOTOS, equipements: EQUIPEMENTS, reload: RELOAD, say });
  const benchUrl = benchDatabase.url;

  const child = { process: undefined as ReturnType<typeof spawn> | undefined };
  const cleanUp = async () => {
    if (child.process) await stopChild(child.process, 'SIGTERM', 5_000);
    await benchDatabase.close();
  };
  process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    // In-process: the app with request logging on, into /dev/null.
    const database = openDatabase(benchUrl, { max: 10 });
    const captured = captureStatements(database.pool);
    const app = createBenchApp(database.db, {
      // Mes Annonces below is asked as the bench shop: its token is the word 'bench-shop'.
      verifyIdToken: async (token) =>
        token === 'bench-shop' || token === 'bench-admin'
          ? { uid: token === 'bench-shop' ? BENCH_SHOP_UID : BENCH_ADMIN_UID, authTime: 0, expiresAt: Date.now() + 3_600_000 }
          : null,
    });
    const raw = new pg.Pool({ connectionString: benchUrl, max: 10 });

    // Over HTTP: a separate v1 server process.
    const port = await freePort();
    child.process = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(import.meta.dirname, '..', 'v1-server.ts')], {
      env: { ...process.env, DATABASE_URL: benchUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DB_POOL_MAX: '20' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntil('the v1 server', async () => (await fetch(`http://127.0.0.1:${port}/api/v1/ville/villes`)).ok, { timeoutMs: 30_000, child: child.process });

    const rows: string[][] = [];
    const failures: string[] = [];
    for (const combination of COMBINATIONS.filter((c) => !ONLY || `${c.kind} ${c.label}`.includes(ONLY))) {
      for (const page of [1, 50]) {
        const search = `${combination.query}${combination.query ? '&' : ''}page=${page}`;
        const url = `/api/v1/${combination.kind}/annonce?${search}`;
        const call = async () => {
          const response = await app.request(url);
          if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
          return (await response.json()) as { total: number; totalEstime: boolean; annonces: unknown[] };
        };
        await call(); // fills the name caches, so that what is captured is the per-request work
        captured.statements.length = 0;
        captured.capturing = true;
        const body = await call();
        captured.capturing = false;
        const statements = [...captured.statements];
        const inProcess = await measure(ITERATIONS, call);

        const list = statements.find((s) => !/count\(\*\)|^explain/i.test(s.text))!;
        const count = statements.find((s) => /count\(\*\)/i.test(s.text));
        const explain = statements.find((s) => /^explain/i.test(s.text));
        const sql = await measure(ITERATIONS, () =>
          Promise.all([
            raw.query(list.text, list.values),
            (async () => {
              if (count) await raw.query(count.text, count.values);
              if (explain) await raw.query(explain.text, explain.values);
            })(),
          ]),
        );
        // The exact total, for comparison: the capped count without its cap.
        const exact = count ? (await raw.query<{ n: number }>(count.text, [...count.values.slice(0, -1), 2_147_483_647])).rows[0]!.n : body.total;

        const latencies: number[] = [];
        const result = await new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 20, duration: DURATION }, (error, done) =>
            error ? reject(error) : resolve(done),
          );
          instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
            if (statusCode === 200) latencies.push(responseTime);
          });
        });
        const http = stats(latencies, DURATION);
        http.rps = result.requests.average;
        if (result.non2xx > 0 || result.errors > 0) failures.push(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors over HTTP`);

        const target = page === 1 ? 10 : 30;
        const ok = inProcess.p95 <= target;
        if (!ok) failures.push(`${combination.kind} ${combination.label} page ${page}: in-process p95 ${inProcess.p95.toFixed(1)} ms > ${target} ms`);
        const f = (n: number) => n.toFixed(n < 10 ? 2 : 1);
        rows.push([
          combination.kind,
          combination.label,
          String(page),
          `${f(inProcess.p50)} / ${f(inProcess.p95)} / ${f(inProcess.p99)}`,
          inProcess.rps.toFixed(0),
          `${f(sql.p50)} / ${f(sql.p95)} / ${f(sql.p99)}`,
          (inProcess.p50 / sql.p50).toFixed(2),
          `${f(http.p50)} / ${f(http.p95)} / ${f(http.p99)}`,
          http.rps.toFixed(0),
          `${body.total.toLocaleString('fr-FR')}${body.totalEstime ? ' (est.)' : ''}`,
          exact.toLocaleString('fr-FR'),
          ok ? `✓ ≤ ${target}` : `✗ > ${target}`,
        ]);
        say(`${combination.kind} ${combination.label} p${page}: in-process p95 ${f(inProcess.p95)} ms, http ${http.rps.toFixed(0)} req/s`);
      }
    }

    const header = [
      'type',
      'filtres',
      'page',
      'in-process p50/p95/p99 ms',
      'req/s',
      'SQL seul p50/p95/p99 ms',
      'API÷SQL (p50)',
      'HTTP 20 conn. p50/p95/p99 ms',
      'HTTP req/s',
      'total renvoyé',
      'total exact',
      'cible p95',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}\n`);
    console.log(
      `Listings: ${MOTOS.toLocaleString('fr-FR')} motos + ${EQUIPEMENTS.toLocaleString('fr-FR')} equipment (94 % published). In-process and SQL: ${ITERATIONS} sequential requests after 20 warm-up; HTTP: autocannon, 20 connections, ${DURATION} s, v1 server in its own process. Totals above 10 000 are the planner's estimate (flagged est.).`,
    );
    await benchSellerReads(app, raw, failures);
    if (failures.length) console.log(`\nMissed targets or errors:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    else console.log('\nAll targets met: page 1 p95 ≤ 10 ms and page 50 p95 ≤ 30 ms in-process, for every combination.');

    await raw.end();
    await database.close();
  } finally {
    await cleanUp();
  }
}

runBenchmark(main);
