import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgres } from './embedded-postgres';
import { freePort, isProcessAlive } from './processes';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-pg-'));
fs.chmodSync(dir, 0o755);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function query(server: EmbeddedPostgres, text: string) {
  const client = server.client('postgres');
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('EmbeddedPostgres', () => {
  it('creates a cluster, keeps its data across restarts and stops cleanly', async () => {
    const port = await freePort();
    const first = new EmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port });
    await first.start();
    expect(fs.existsSync(path.join(dir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(fs.statSync(`${path.join(dir, 'postgres')}.password`).mode & 0o077).toBe(0);
    await query(first, 'create table kept (n int); insert into kept values (42)');
    const pid = Number(fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    await first.stop();
    expect(isProcessAlive(pid)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = new EmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port });
    await second.start();
    expect(await query(second, 'select n from kept')).toEqual([{ n: 42 }]);
    await second.ensureDatabase('autre');
    await second.ensureDatabase('autre');
    expect(await query(second, "select count(*)::int as n from pg_database where datname = 'autre'")).toEqual([{ n: 1 }]);
    await second.stop();
  });

  it('says which setting to change when its port is taken', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const server = new EmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port });
      await expect(server.start()).rejects.toThrow(/Port \d+ is already in use: set EMBEDDED_PG_PORT/);
    } finally {
      blocker.close();
    }
  });
});
