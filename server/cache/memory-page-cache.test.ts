/**
 * Several instances (REDIS_URL): the pages and memos one instance clears are cleared on the others,
 * through Redis. Each instance is a process of its own with Next's real cache handler and tags
 * manifest. Needs Debian's redis-server (skipped without it, but under CI its absence fails the run).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delay } from '../../scripts/lib/processes';
import { redisTestsCanRun, startRedisServer, type RedisServer } from '../../scripts/lib/redis-server';

interface State {
  expired: boolean;
  forgotten: string[];
}

const installed = redisTestsCanRun('the page cache tests across instances');

class Instance {
  private replies = new Map<number, (state: State) => void>();
  private next = 0;
  readonly ready: Promise<void>;

  constructor(readonly child: ChildProcess) {
    this.ready = new Promise((resolve) =>
      child.on('message', (message: { ready?: boolean; id?: number } & State) => {
        if (message.ready) return resolve();
        this.replies.get(message.id!)?.(message);
      }),
    );
  }

  ask(message: Record<string, unknown>): Promise<State> {
    const id = (this.next += 1);
    return new Promise((resolve) => {
      this.replies.set(id, resolve);
      this.child.send({ ...message, id });
    });
  }

  /** Asks until `check` holds (the message travels through Redis), or 5 s have passed. */
  async until(message: Record<string, unknown>, check: (state: State) => boolean): Promise<State> {
    let state = await this.ask(message);
    for (let waited = 0; !check(state) && waited < 5_000; waited += 50) {
      await delay(50);
      state = await this.ask(message);
    }
    return state;
  }
}

function startInstance(redisUrl: string): Instance {
  const child = fork(path.join(import.meta.dirname, 'page-cache-instance.fixture.cjs'), { env: { ...process.env, REDIS_URL: redisUrl }, stdio: 'inherit' });
  return new Instance(child);
}

describe.skipIf(!installed)('page cache across instances', () => {
  let server: RedisServer;
  let a: Instance;
  let b: Instance;
  const since = Date.now() - 1_000;

  beforeAll(async () => {
    server = (await startRedisServer())!;
    [a, b] = [startInstance(server.url), startInstance(server.url)];
    await Promise.all([a.ready, b.ready]);
    // Both have subscribed once a message from one reaches the other (Redis keeps no message for
    // a subscriber still connecting, so the first ones may go unheard).
    let heard = false;
    for (let attempt = 0; !heard && attempt < 50; attempt += 1) {
      await a.ask({ do: 'revalidate', tags: ['_N_T_/amorce'] });
      await delay(100);
      heard = (await b.ask({ tags: ['_N_T_/amorce'], since })).expired;
    }
    expect(heard).toBe(true);
  });

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill();
    await server?.stop();
  });

  it('clears on every instance the pages one instance revalidates', async () => {
    const tags = ['_N_T_/annonce/detail-moto/honda-cb500f/42'];
    expect((await b.ask({ tags, since })).expired).toBe(false);
    expect((await a.ask({ do: 'revalidate', tags, since })).expired).toBe(true);
    expect((await b.until({ tags, since }, (state) => state.expired)).expired).toBe(true);
    // Only those: another listing stays cached.
    expect((await b.ask({ tags: ['_N_T_/annonce/detail-moto/yamaha-mt-07/43'], since })).expired).toBe(false);
  });

  it('forgets on every instance the memos one instance forgets', async () => {
    await b.ask({ do: 'forget', memo: 'setting' });
    expect((await a.until({}, (state) => state.forgotten.includes('setting'))).forgotten).toContain('setting');
  });
});
