/** The e2e site's own PostgreSQL, for what a journey must read or arrange behind the site's back. */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Runs `work` with a client of the embedded database of the site whose data folder is `dataDir`. */
export async function withSiteDatabase<T>(work: (client: pg.Client) => Promise<T>, dataDir = process.env.E2E_DATA_DIR!): Promise<T> {
  const port = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'motomaroc' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
