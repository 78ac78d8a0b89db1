/**
 * Applies the committed SQL migrations (drizzle-kit output in ./migrations). Several app instances
 * may start at once against one database: an advisory lock makes them take turns. Then the data
 * steps the migrations call for (server/db/data-steps.ts), under the same lock.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client';
import { runDataSteps } from './data-steps';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 72_317_001;

export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await runDataSteps(drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
