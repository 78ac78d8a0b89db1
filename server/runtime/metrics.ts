/**
 * The figures an operator watches, in Prometheus's text format (GET /api/v1/sante/metriques, with
 * METRICS_KEY). Two kinds:
 * - this instance's own, counted as things happen: v1 requests by route and status with their
 *   latency, page-cache lookups, the database pool, query latency and slow queries, the process
 *   (CPU, memory, event loop, GC);
 * - the marketplace's, read from PostgreSQL at each scrape (every instance answers the same; take
 *   their max): the job queue by job and state, payments by outcome, pushes by outcome, listings
 *   waiting for moderation, searches that found nothing.
 * Recording a request costs two map look-ups; the queries run only when Prometheus asks.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { BackupStatus } from '@/lib/schemas/admin';
import { backupStatus } from '../backup/status';
import type { BackupStore } from '../backup/store';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import type { Db } from '../db/client';
import { observeQueries } from '../db/query-watch';

const PREFIX = 'motomaroc_';

/** What memory-page-cache.cjs counts (it is loaded by Next apart from this bundle): hits and misses. */
export const PAGE_CACHE_LOOKUPS = Symbol.for('motomaroc.pageCacheLookups');
type Lookups = { hit: number; miss: number };
const lookups = (): Lookups => ((globalThis as Record<symbol, unknown>)[PAGE_CACHE_LOOKUPS] ??= { hit: 0, miss: 0 }) as Lookups;

interface Sources {
  db?: Db;
  pool?: pg.Pool;
  /** where the backups are, when this site takes them */
  backups?: BackupStore | null;
}

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const sources: Sources = {};

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requêtes v1 reçues par HTTP (pas les appels des pages dans le processus), par route, méthode et statut.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Durée des requêtes v1, par route et méthode.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const mails = new Counter({
    name: `${PREFIX}mails_total`,
    help: 'Mails envoyés (sent) ou refusés par le serveur de mail (failed) par les tâches de cette instance ; une tâche refusée est réessayée.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const queryDurations = new Histogram({
    name: `${PREFIX}db_query_duration_seconds`,
    help: 'Durée des requêtes PostgreSQL de cette instance (pages, v1, tâches).',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const slowQueries = new Counter({
    name: `${PREFIX}db_slow_queries_total`,
    help: 'Requêtes PostgreSQL plus lentes que SLOW_QUERY_MS (chacune aussi dans le journal, « slow query »).',
    registers: [registry],
  });
  observeQueries((seconds, slow) => {
    queryDurations.observe(seconds);
    if (slow) slowQueries.inc();
  });

  const reported: Lookups = { hit: 0, miss: 0 };
  new Counter({
    name: `${PREFIX}page_cache_lookups_total`,
    help: 'Recherches de pages rendues dans le cache de l’instance : trouvées (hit) ou à rendre (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const now = lookups();
      for (const result of ['hit', 'miss'] as const) {
        this.inc({ result }, now[result] - reported[result]);
        reported[result] = now[result];
      }
    },
  });

  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Connexions du pool vers PostgreSQL (primaire) : total, libres, et requêtes en attente d’une connexion.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  /** A gauge read from the database at each scrape; a failed read leaves it out (the database's own alert says why). */
  const fromDatabase = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (db: Db) => Promise<{ labels: Record<L, string>; value: number }[]>,
  ) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        if (!sources.db) return;
        const rows = await read(sources.db).catch(() => []);
        for (const row of rows) this.set(row.labels, row.value);
      },
    });

  const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  fromDatabase(
    'jobs',
    'Tâches de la file (pg-boss) par tâche et état : created et retry attendent, active tourne, failed a échoué.',
    ['job', 'state'],
    async (db) =>
      (
        await rowsOf<{ name: string; state: string; n: number }>(
          db,
          sql`select name, state::text, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
        )
      ).map((row) => ({ labels: { job: row.name, state: row.state }, value: row.n })),
  );
  fromDatabase('payments', 'Paiements par état depuis le début (payee, echouee, annulee…) : leur taux dit si les paiements échouent.', ['state'], async (db) =>
    (await rowsOf<{ etat: string; n: number }>(db, sql`select etat, count(*)::int as n from paiement group by 1`)).map((row) => ({
      labels: { state: row.etat },
      value: row.n,
    })),
  );
  fromDatabase('push_messages', 'Notifications push par statut depuis le début (envoye, echec…).', ['state'], async (db) =>
    (await rowsOf<{ statut: string; n: number }>(db, sql`select statut, count(*)::int as n from push_message group by 1`)).map((row) => ({
      labels: { state: row.statut },
      value: row.n,
    })),
  );
  fromDatabase('moderation_queue', 'Annonces en attente de modération, par type.', ['type'], async (db) => {
    const [row = { moto: 0, equipement: 0 }] = await rowsOf<{ moto: number; equipement: number }>(
      db,
      sql`select (select count(*)::int from annonce_moto where etat = 'en_attente') as moto, (select count(*)::int from annonce_equipement where etat = 'en_attente') as equipement`,
    );
    return [
      { labels: { type: 'moto' }, value: row.moto },
      { labels: { type: 'equipement' }, value: row.equipement },
    ];
  });
  fromDatabase('searches_today', 'Recherches par mots du jour (heure du Maroc) : toutes, et celles qui n’ont rien trouvé.', ['result'], async (db) => {
    const [row = { total: 0, none: 0 }] = await rowsOf<{ total: number; none: number }>(
      db,
      sql`select coalesce(sum(recherches), 0)::int as total, coalesce(sum(sans_resultat), 0)::int as none from recherche_stat where jour = (now() at time zone 'Africa/Casablanca')::date`,
    );
    return [
      { labels: { result: 'all' }, value: row.total },
      { labels: { result: 'none' }, value: row.none },
    ];
  });

  // The backups, read once per scrape for all their gauges (the store is listed, the archiver asked).
  let backupRead: { at: number; status: Promise<BackupStatus | null> } | undefined;
  const currentBackupStatus = () => {
    if (!backupRead || Date.now() - backupRead.at > 5_000) {
      const { db, backups } = sources;
      backupRead = { at: Date.now(), status: db && backups ? backupStatus(db, backups).catch(() => null) : Promise.resolve(null) };
    }
    return backupRead.status;
  };
  const fromBackups = (name: string, help: string, read: (status: BackupStatus) => number | null | undefined) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const status = await currentBackupStatus();
        const value = status ? read(status) : null;
        if (value !== null && value !== undefined) this.set(value);
      },
    });
  fromBackups('backup_age_seconds', 'Âge de la dernière sauvegarde de base (absent : aucune, ou le site n’en prend pas).', (status) =>
    status.derniere ? Math.round(status.derniere.ageHeures * 3600) : null,
  );
  fromBackups('backup_size_bytes', 'Taille de l’archive de la dernière sauvegarde de base.', (status) => status.derniere?.taille);
  fromBackups('backup_restore_test_ok', 'Le dernier test de restauration : 1 réussi, 0 échoué (absent : pas encore).', (status) =>
    status.testRestauration ? Number(status.testRestauration.ok) : null,
  );
  fromBackups('wal_archive_waiting_segments', 'Segments de WAL finis pas encore archivés.', (status) => status.archivage?.enAttente);
  fromBackups('backup_alerts', 'Alertes des sauvegardes (sauvegarde de plus d’un jour, archivage arrêté, test échoué…) : celles de /compte/admin.', (status) =>
    status.actives ? status.alertes.length : null,
  );

  return { registry, sources, requests, durations, mails };
}

type Metrics = ReturnType<typeof createMetrics>;
const KEY = Symbol.for('motomaroc.metrics');

/** The process's one set of metrics (v1 may be bundled twice in one process: the page and the route handler). */
export function metrics(): Metrics {
  const holder = globalThis as Record<symbol, Metrics | undefined>;
  return (holder[KEY] ??= createMetrics());
}

/** Where the database figures are read from: the instance's primary; and where its backups are. */
export function watchDatabase(db: Db, pool: pg.Pool, backups: BackupStore | null = null) {
  Object.assign(metrics().sources, { db, pool, backups });
}

export function recordRequest(route: string, method: string, status: number, seconds: number) {
  const { requests, durations } = metrics();
  requests.inc({ route, method, status: String(status) });
  durations.observe({ route, method }, seconds);
}

export function recordMail(outcome: 'sent' | 'failed') {
  metrics().mails.inc({ outcome });
}
