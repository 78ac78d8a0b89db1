/** A fresh database per test file, cloned from the migrated template (reference data included). */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';

export interface TestDatabase extends Database {
  url: string;
  name: string;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database: a copy of the migrated template, or an empty one (`empty: true`). */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await admin((client) =>
    client.query(`create database ${client.escapeIdentifier(name)}${options.empty ? '' : ` template ${client.escapeIdentifier(inject('templateDatabase'))}`}`),
  );
  const url = inject('postgresAdminUrl').replace(/\/postgres$/, `/${name}`);
  const database = openDatabase(url, { max: 5 });
  return {
    ...database,
    url,
    name,
    close: async () => {
      await database.close();
      await admin((client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`));
    },
  };
}
