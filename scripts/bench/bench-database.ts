/**
 * The benchmarks' database: 1,000,000 listings (by default) in `motomaroc_bench`, on DATABASE_URL's
 * server or an embedded PostgreSQL under DATA_DIR/bench, loaded once and reused between runs
 * (--reload loads again). Shared by bench:api and bench:payments.
 */
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed';
import { refreshSearchViews } from '../../server/db/queries/search';
import type { Env } from '../../server/env';
import { EmbeddedPostgres } from '../lib/embedded-postgres';
import { freePort } from '../lib/processes';
import { fillBenchFitment, fillBenchTyreSizes, loadBenchData } from './load';

const BENCH_DB = 'motomaroc_bench';

export interface BenchDatabase {
  url: string;
  close(): Promise<void>;
}

export async function openBenchDatabase(
  config: Env,
  options: { motos: number; equipements: number; reload: boolean; say: (message: string) => void },
): Promise<BenchDatabase> {
  const { motos, equipements, reload, say } = options;
  let postgres: EmbeddedPostgres | undefined;
  let adminUrl: string;
  let benchUrl: string;
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
    url.pathname = `/${BENCH_DB}`;
    benchUrl = url.toString();
  } else {
    postgres = new EmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'bench', 'postgres'),
      port: await freePort(),
      settings: { shared_buffers: '512MB', work_mem: '16MB', fsync: 'off', synchronous_commit: 'off', max_wal_size: '4GB', effective_cache_size: '4GB' },
      log: say,
    });
    await postgres.start();
    adminUrl = postgres.url('postgres');
    benchUrl = postgres.url(BENCH_DB);
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rowCount! > 0;
    let loaded = false;
    if (exists && !reload) {
      const probe = new pg.Client({ connectionString: benchUrl });
      await probe.connect();
      const marker = await probe.query(`select valeur from parametrage where name = 'bench_rows'`).catch(() => ({ rows: [] as { valeur: string }[] }));
      loaded = marker.rows[0]?.valeur === String(motos + equipements);
      await probe.end();
    }
    if (!loaded) {
      if (exists) await admin.query(`drop database ${BENCH_DB} with (force)`);
      await admin.query(`create database ${BENCH_DB}`);
      const setup = openDatabase(benchUrl, { max: 2 });
      await migrateDatabase(setup.pool);
      await seedReferenceData(setup.db);
      await setup.close();
      const client = new pg.Client({ connectionString: benchUrl });
      // Errors reach the awaiting query; the event would crash the run while it shuts down.
      client.on('error', () => undefined);
      await client.connect();
      const started = Date.now();
      say(`loading ${(motos + equipements).toLocaleString('fr-FR')} listings…`);
      await loadBenchData(client, { motos, equipements, users: 5_000, say });
      say(`${(await fillBenchTyreSizes(client)).toLocaleString('fr-FR')} tyres given a size`);
      say(`${(await fillBenchFitment(client)).toLocaleString('fr-FR')} parts told which motorcycles they fit`);
      await client.query(`insert into parametrage (name, valeur) values ('bench_rows', $1)`, [String(motos + equipements)]);
      await client.end();
      // The search's vocabulary and suggestions, as its job keeps them.
      // Building the search's views over a million listings outlasts a request's time limit.
      const views = openDatabase(benchUrl, { max: 1, statementTimeoutMs: 0 });
      await refreshSearchViews(views.db);
      await views.close();
      say(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      // Indexes added since the load arrive through the migrations.
      const setup = openDatabase(benchUrl, { max: 2, statementTimeoutMs: 0 });
      await migrateDatabase(setup.pool);
      await refreshSearchViews(setup.db);
      await setup.close();
      // What autovacuum does on a live database: statistics for new expression indexes, and the
      // visibility map that lets index-only scans skip the table.
      const vacuum = new pg.Client({ connectionString: benchUrl });
      await vacuum.connect();
      // Tyre sizes arrived after some bench databases were loaded (migration 0034).
      const sized = await fillBenchTyreSizes(vacuum);
      if (sized > 0) say(`${sized.toLocaleString('fr-FR')} tyres given a size`);
      // And fitment after that (migration 0036).
      const fitted = await fillBenchFitment(vacuum);
      if (fitted > 0) say(`${fitted.toLocaleString('fr-FR')} parts told which motorcycles they fit`);
      await vacuum.query('vacuum analyze annonce_moto, annonce_equipement, utilisateur');
      await vacuum.end();
      say(`reusing the loaded bench database (${(motos + equipements).toLocaleString('fr-FR')} listings; --reload to load again)`);
    }
  } finally {
    await admin.end().catch(() => undefined);
  }
  return { url: benchUrl, close: async () => void (await postgres?.stop()) };
}
