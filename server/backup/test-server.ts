/**
 * For the backup tests: a PostgreSQL that archives its WAL, with the site's tables, and what they
 * do to it (users added, the WAL switched and archived at once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgres } from '@/scripts/lib/embedded-postgres';
import { delay, freePort } from '@/scripts/lib/processes';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { archiverStatus, archiveSettings } from './wal';

export async function addUsers(server: EmbeddedPostgres, tag: string, n: number): Promise<void> {
  const client = server.client('motomaroc');
  await client.connect();
  try {
    for (let i = 0; i < n; i++)
      await client.query('insert into utilisateur (uid, nom, email) values ($1, $2, $3)', [`${tag}-${i}`, tag, `${tag}-${i}@test.ma`]);
  } finally {
    await client.end();
  }
}

/** Switches WAL segments and waits until the one holding the last writes is archived. */
export async function archiveNow(server: EmbeddedPostgres): Promise<void> {
  const client = server.client('postgres');
  await client.connect();
  try {
    const { rows } = await client.query<{ walfile: string }>('select pg_walfile_name(pg_switch_wal()) as walfile');
    const wanted = rows[0]!.walfile;
    for (let waited = 0; ; waited += 100) {
      const status = await archiverStatus(client);
      if (status.lastArchivedWal && status.lastArchivedWal >= wanted) return;
      if (waited > 20_000) throw new Error(`${wanted} not archived: ${JSON.stringify(status)}`);
      await delay(100);
    }
  } finally {
    await client.end();
  }
}

/** A PostgreSQL archiving its WAL into `walDir`, with the site's tables and three users. */
export async function archivingServer(root: string, walDir: string): Promise<EmbeddedPostgres> {
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  const server = new EmbeddedPostgres({
    dataDir: path.join(root, 'postgres'),
    port: await freePort(),
    settings: archiveSettings(walDir),
    serverFolders: [walDir],
  });
  await server.start();
  await server.ensureDatabase('motomaroc');
  const database = openDatabase(server.url('motomaroc'), { max: 1 });
  await migrateDatabase(database.pool);
  await database.close();
  await addUsers(server, 'before', 3);
  return server;
}
