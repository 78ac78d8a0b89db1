/**
 * The embedded PostgreSQL killed (SIGKILL, as the OOM killer would) while in use: supervised as
 * `npm start` does, it serves queries again within 10 s through the same pool the site uses, and
 * a row committed just before the kill is still there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgres } from './embedded-postgres';
import { freePort } from './processes';
import { supervise } from './supervise';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-pg-kill-'));
fs.chmodSync(dir, 0o755);
let server: EmbeddedPostgres | undefined;
let stopping = false;

afterAll(async () => {
  stopping = true;
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a supervised embedded PostgreSQL', () => {
  it('comes back within 10 s of a SIGKILL, without losing a committed row', async () => {
    server = new EmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort() });
    await server.start();
    const lines: string[] = [];
    let gaveUp: string | null = null;
    supervise('PostgreSQL', server, {
      say: (line) => lines.push(line),
      stopping: () => stopping,
      giveUp: (reason) => void (gaveUp = reason),
      delaysMs: [200, 500, 1_000, 2_000, 4_000],
    });

    const pool = new pg.Pool({ connectionString: server.url('postgres'), max: 2, connectionTimeoutMillis: 1_000 });
    pool.on('error', () => undefined); // the killed server's connections end under the pool
    await pool.query('create table signalement_test (id serial primary key, motif text not null)');
    await pool.query("insert into signalement_test (motif) values ('fraud')");

    const pid = Number(fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');

    // A new connection each time: the killed server's backends may live on a moment, serving the
    // connections they already hold, but only a live postmaster accepts new ones.
    const freshQuery = async () => {
      const client = new pg.Client({ connectionString: server!.url('postgres'), connectionTimeoutMillis: 1_000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        return (await client.query<{ motif: string }>('select motif from signalement_test')).rows;
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    let rows: { motif: string }[] | null = null;
    while ((!rows || !lines.some((line) => line.startsWith('PostgreSQL restarted'))) && Date.now() - killedAt < 10_000) {
      rows = await freshQuery().catch(() => null);
      if (!rows) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // And the pool the site holds serves again too.
    const fromPool = await pool
      .query('select count(*)::int as n from signalement_test')
      .catch(async () => pool.query('select count(*)::int as n from signalement_test'));
    expect(fromPool.rows).toEqual([{ n: 1 }]);
    const back = Date.now() - killedAt;
    await pool.end();
    expect(gaveUp).toBeNull();
    expect(rows, `not back after ${back} ms: ${lines.join(' | ')}`).toEqual([{ motif: 'fraud' }]);
    expect(back).toBeLessThan(10_000);
    expect(lines[0]).toMatch(/^PostgreSQL stopped unexpectedly/);
    expect(lines.at(-1)).toMatch(/^PostgreSQL restarted \(attempt \d\)$/);
  });
});
