/**
 * GET /api/v1/sante/pret, what a load balancer asks: 200 while PostgreSQL, the job queue's tables
 * and the photo store answer; 503, naming what does not, when one of them stops. A PostgreSQL of
 * its own is really stopped here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { EmbeddedPostgres } from '@/scripts/lib/embedded-postgres';
import { freePort } from '@/scripts/lib/processes';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson } from '@/test/fixtures';
import { openDatabase, type Database } from '../../db/client';
import { startJobQueue, type JobQueue } from '../../jobs/queue';
import { fileMailer } from '../../mail/mailer';
import { journalPushSender } from '../../push/sender';
import { localFileStore } from '../../storage/files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-readiness-'));
// As root the embedded PostgreSQL runs as the postgres user, who must reach its folder.
fs.chmodSync(dir, 0o755);
const uploads = localFileStore(path.join(dir, 'uploads'));
let server: EmbeddedPostgres;
let database: Database;
let queue: JobQueue;
let withoutQueue: TestDatabase;

beforeAll(async () => {
  server = new EmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort() });
  await server.start();
  database = openDatabase(server.url('postgres'), { max: 2 });
  // The queue creates its tables, as at the site's start; it runs no job here.
  queue = await startJobQueue(
    server.url('postgres'),
    {
      db: database.db,
      files: uploads,
      log: pino({ level: 'silent' }),
      mailer: fileMailer(dir, 'test@motomaroc.ma'),
      push: journalPushSender,
      siteUrl: 'http://localhost:3000',
      salesEmail: 'ventes@test.ma',
    },
    { workers: false },
  );
  withoutQueue = await createTestDatabase({ empty: true });
}, 60_000);

afterAll(async () => {
  await queue?.stop().catch(() => {});
  await database?.close().catch(() => {});
  await server?.stop();
  await withoutQueue?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET sante/pret', () => {
  it('answers 200 when the database, the queue and the store answer, to anyone, never cached', async () => {
    const answer = await getJson(createTestApp(database.db, { files: uploads }), '/sante/pret');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ pret: true, base: 'ok', file: 'ok', stockage: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the queue when its tables are missing, and the store when it cannot be written', async () => {
    expect((await getJson(createTestApp(withoutQueue.db, { files: uploads }), '/sante/pret')).body).toEqual({
      pret: false,
      base: 'ok',
      file: 'indisponible',
      stockage: 'ok',
    });
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    const answer = await getJson(createTestApp(database.db, { files: localFileStore(path.join(blocked, 'uploads')) }), '/sante/pret');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ pret: false, base: 'ok', file: 'ok', stockage: 'indisponible' });
  });

  it('answers 503 within seconds once PostgreSQL is stopped, and 200 again once it is back', async () => {
    const app = createTestApp(database.db, { files: uploads });
    await server.stop();
    const started = Date.now();
    const down = await getJson(app, '/sante/pret');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ pret: false, base: 'indisponible', file: 'indisponible', stockage: 'ok' });
    expect(Date.now() - started).toBeLessThan(5_000);
    await server.start();
    expect((await getJson(app, '/sante/pret')).status).toBe(200);
  }, 60_000);
});
