/**
 * Rate limits shared through Redis (REDIS_URL): two app instances count together, and an instance
 * that loses Redis keeps limiting on its own. Needs Debian's redis-server (skipped without it, but under CI its absence fails the run).
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisTestsCanRun, startRedisServer, type RedisServer } from '../../../scripts/lib/redis-server';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createTestApp, insertMoto, insertUser, postJson, type TestApp } from '../../../test/fixtures';
import { openRedis } from '../../redis';
import { createLimiters, RATE_LIMITS } from '../rate-limits';

const installed = redisTestsCanRun('the shared rate limit tests');

describe.skipIf(!installed)('rate limits through Redis', () => {
  let database: TestDatabase;
  let server: RedisServer;
  const clients: Redis[] = [];
  let listingId: number;
  const quiet = pino({ level: 'silent' });

  /** An app instance with its own Redis connection, counting views 3 per minute. */
  function instance(keyPrefix: string): TestApp {
    const redis = openRedis(server.url, quiet);
    clients.push(redis);
    return createTestApp(database.db, {
      limiters: createLimiters({ ...RATE_LIMITS, counters: { ...RATE_LIMITS.counters, points: 3 } }, { redis, keyPrefix }),
    });
  }
  const view = (app: TestApp, client: string) => postJson(app, `/moto/incrementer-vues/${listingId}`, '', { 'x-forwarded-for': client });
  const ready = (redis: Redis) => new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));

  beforeAll(async () => {
    database = await createTestDatabase();
    server = (await startRedisServer())!;
    const owner = await insertUser(database.db);
    listingId = (await insertMoto(database.db, owner.idutilisateur)).idannonce_moto;
  });

  afterAll(async () => {
    clients.forEach((client) => client.disconnect());
    await server?.stop();
    await database?.close();
  });

  it('counts a client across instances: what one instance let through, the other counts', async () => {
    const prefix = randomUUID();
    const [a, b] = [instance(prefix), instance(prefix)];
    await Promise.all(clients.slice(-2).map(ready));
    expect((await view(a, '203.0.113.20')).status).toBe(200);
    expect((await view(b, '203.0.113.20')).status).toBe(200);
    expect((await view(a, '203.0.113.20')).status).toBe(200);
    const refused = await view(b, '203.0.113.20');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: expect.any(String), error: 'Trop de requêtes. Veuillez patienter une minute.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected, on either instance.
    expect((await view(b, '203.0.113.21')).status).toBe(200);
    // The count is in Redis itself.
    expect(await clients.at(-1)!.get(`${prefix}:counters:203.0.113.20`)).toBe('4');
  });

  it('keeps limiting, on its own, while Redis is away, and shares again once it is back', async () => {
    const prefix = randomUUID();
    const app = instance(prefix);
    const redis = clients.at(-1)!;
    await ready(redis);
    await server.stop();
    // No 500 and no waiting: each instance counts alone meanwhile (3 per minute here too).
    const alone = [];
    for (let i = 0; i < 4; i += 1) alone.push((await view(app, '203.0.113.30')).status);
    expect(alone).toEqual([200, 200, 200, 429]);
    expect(app.loggedErrors).toEqual([]);

    server = (await startRedisServer(server.port))!;
    await ready(redis);
    const other = instance(prefix);
    await ready(clients.at(-1)!);
    expect((await view(app, '203.0.113.31')).status).toBe(200);
    expect(await redis.get(`${prefix}:counters:203.0.113.31`)).toBe('1');
    expect((await view(other, '203.0.113.31')).status).toBe(200);
    expect(await redis.get(`${prefix}:counters:203.0.113.31`)).toBe('2');
  }, 20_000);
});
