import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { withReplicas } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { env } from '../env';
import { logger } from '../log';
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
    statement_timeout: 15_000,
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', (error: Error & { code?: string }) =>
    logger().warn({ error: error.message, code: error.code }, 'PostgreSQL: idle connection lost'),
  );
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
      throw new Error(
        'DATABASE_URL is not set. Start the app with `npm start` (or `npm run dev`), which starts the embedded PostgreSQL, or set DATABASE_URL.',
      );
    }
    shared = openDatabase(DATABASE_URL, { max: DB_POOL_MAX });
  }
  return shared;
}

/**
 * Reads through read replicas (DATABASE_READ_URLS), each picked at random; writes and
 * transactions still go to the primary. Without replicas, the primary itself.
 */
export function readThroughReplicas(primary: Db, replicas: Db[]): Db {
  if (replicas.length === 0) return primary;
  return withReplicas(primary, replicas as [Db, ...Db[]]);
}

let sharedPublicReads: Db | undefined;

/**
 * Where this instance's anonymous reads go (v1 decides which, see app.ts): the replicas of
 * DATABASE_READ_URLS, or the primary when there are none.
 */
export function appPublicReads(): Db {
  if (!sharedPublicReads) {
    const { DATABASE_READ_URLS, DB_POOL_MAX } = env();
    const replicas = DATABASE_READ_URLS.map((url, index) => openDatabase(url, { max: DB_POOL_MAX, applicationName: `motomaroc-lecture-${index + 1}` }).db);
    sharedPublicReads = readThroughReplicas(appDatabase().db, replicas);
  }
  return sharedPublicReads;
}
