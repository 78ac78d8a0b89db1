import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { withReplicas } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { env } from '../env';
import { logger } from '../log';
import { isDatabaseUnreachable } from './availability';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  max?: number;
  applicationName?: string;
  /** ms; 0 for none (loading or rebuilding a large database, never a request) */
  statementTimeoutMs?: number;
}

/** A pool and its Drizzle handle. Connecting is lazy: nothing happens until the first query. */
export function openDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'motomaroc',
    // Fail fast when the server is down, so that requests get a 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // No request should hold a connection for long; a runaway query is cut off.
    statement_timeout: options.statementTimeoutMs ?? 15_000,
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', (error: Error & { code?: string }) => logger().warn({ error: error.message, code: error.code }, 'PostgreSQL: idle connection lost'));
  return {
    db: drizzle(pool, { schema, casing: 'snake_case' }),
    pool,
    close: () => pool.end(),
  };
}

let shared: Database | undefined;

/** The database of this app instance, from DATABASE_URL. */
export function appDatabase(): Database {
  if (!shared) {
    const { DATABASE_URL, DB_POOL_MAX } = env();
    if (!DATABASE_URL) {
      throw new Error('DATABASE_URL is not set. Start the app with `npm start` (or `npm run dev`), which starts the embedded PostgreSQL, or set DATABASE_URL.');
    }
    shared = openDatabase(DATABASE_URL, { max: DB_POOL_MAX });
  }
  return shared;
}

/** How long a replica that could not be reached is left alone before one query tries it again. */
export const REPLICA_REST_MS = 10_000;

/**
 * A replica's health: `up`; `resting` after a query could not reach it (its queries go to the
 * primary until `until`); then `probing` while a single query tries it again (the others still go
 * to the primary), which brings it back up or sends it back to rest.
 */
type ReplicaState = { kind: 'up' } | { kind: 'resting'; until: number } | { kind: 'probing' };

interface Replica {
  db: Db;
  available(): boolean;
}

/**
 * Wraps the replica's pool: a query that cannot reach it (refused, dropped, timed out connecting)
 * is run on the primary instead, so the visitor still gets an answer, and the replica rests.
 * Only reads are sent to replicas, so running one again on the primary is safe.
 */
function failingOver(replica: Database, primary: pg.Pool, label: string, restMs: number): Replica {
  const { pool } = replica;
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  const onPrimary = (config: unknown, values?: unknown) => (primary.query as typeof query)(config, values);
  let state: ReplicaState = { kind: 'up' };

  const rest = (error: unknown) => {
    if (state.kind !== 'resting') {
      logger().warn(
        { replica: label, error: error instanceof Error ? error.message : String(error), restMs },
        'PostgreSQL: read replica unreachable, its reads go to the primary',
      );
    }
    state = { kind: 'resting', until: Date.now() + restMs };
  };

  /** whether reads may be sent to it now: up, or resting and due for its probe */
  const available = () => state.kind === 'up' || (state.kind === 'resting' && Date.now() >= state.until);

  (pool as { query: typeof query }).query = async (config, values) => {
    if (!available()) return onPrimary(config, values);
    const probe = state.kind === 'resting';
    if (probe) state = { kind: 'probing' };
    try {
      const result = await query(config, values);
      if (probe) {
        state = { kind: 'up' };
        logger().info({ replica: label }, 'PostgreSQL: read replica answers again');
      }
      return result;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) {
        if (probe) state = { kind: 'up' };
        throw error;
      }
      rest(error);
      return onPrimary(config, values);
    }
  };
  return { db: replica.db, available };
}

/**
 * Reads through read replicas (DATABASE_READ_URLS), each picked at random among those that answer;
 * writes and transactions still go to the primary, and so do reads while no replica answers.
 * Without replicas, the primary itself.
 */
export function readThroughReplicas(primary: Database, replicas: Database[], options: { restMs?: number } = {}): Db {
  if (replicas.length === 0) return primary.db;
  const restMs = options.restMs ?? REPLICA_REST_MS;
  const watched = replicas.map((replica, index) => failingOver(replica, primary.pool, `lecture-${index + 1}`, restMs));
  const pick = () => {
    const available = watched.filter((replica) => replica.available());
    if (available.length === 0) return primary.db;
    return available[Math.floor(Math.random() * available.length)]!.db;
  };
  return Object.assign(withReplicas(primary.db, watched.map((replica) => replica.db) as [Db, ...Db[]], pick), { [PICK_READER]: pick });
}

const PICK_READER = Symbol('motomaroc.pickReader');

/**
 * The database one read should use, whole: a replica of `db` when it reads through replicas, else
 * `db`. Drizzle sends select() to a replica but execute() and transaction() to the primary; raw
 * SQL and read transactions of public reads (counts, searches) take their database here.
 */
export function readerOf(db: Db): Db {
  return (db as Db & { [PICK_READER]?: () => Db })[PICK_READER]?.() ?? db;
}

let sharedPublicReads: Db | undefined;

/**
 * Where this instance's anonymous reads go (v1 decides which, see app.ts): the replicas of
 * DATABASE_READ_URLS, or the primary when there are none.
 */
export function appPublicReads(): Db {
  if (!sharedPublicReads) {
    const { DATABASE_READ_URLS, DB_POOL_MAX } = env();
    const replicas = DATABASE_READ_URLS.map((url, index) => openDatabase(url, { max: DB_POOL_MAX, applicationName: `motomaroc-lecture-${index + 1}` }));
    sharedPublicReads = readThroughReplicas(appDatabase(), replicas);
  }
  return sharedPublicReads;
}
