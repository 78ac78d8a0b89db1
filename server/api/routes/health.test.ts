import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, type TestApp } from '@/test/fixtures';
import { env } from '../../env';

/** V8's own full collection, reached without starting the worker with --expose-gc. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('GET sante/memoire', () => {
  it('tells our own clients the process’s memory, CPU time and collector pauses, and nobody else', async () => {
    expect((await getJson(app, '/sante/memoire')).status).toBe(401);
    expect((await getJson(app, '/sante/memoire', { headers: { 'x-app-key': 'pas-la-bonne-cle-du-tout' } })).status).toBe(401);
    const answer = await getJson(app, '/sante/memoire', { headers: { 'x-app-key': env().APP_KEY } });
    expect(answer.status).toBe(200);
    expect(answer.body.rss).toBeGreaterThan(answer.body.heapUsed);
    expect(Object.keys(answer.body).sort()).toEqual(['arrayBuffers', 'cpu', 'external', 'gc', 'gcMajor', 'heapTotal', 'heapUsed', 'rss', 'uptime']);
    // Seconds of CPU this process has used: some, and more after some work.
    expect(answer.body.cpu).toBeGreaterThan(0);
    // 30 ms of CPU, not of the clock: on a busy machine this thread may not run all the time.
    const before = process.cpuUsage();
    while (process.cpuUsage(before).user < 30_000);
    const later = await getJson(app, '/sante/memoire', { headers: { 'x-app-key': env().APP_KEY } });
    expect(later.body.cpu).toBeGreaterThanOrEqual(answer.body.cpu + 0.02);

    // A full collection, forced rather than hoped for: whether garbage makes the collector run
    // within some delay depends on the machine's load and Node's version. Its entry reaches the
    // observer a tick or more later, so the figures are polled (the deadline only bounds a failure).
    collectGarbage();
    await vi.waitFor(
      async () => {
        const collected = await getJson(app, '/sante/memoire', { headers: { 'x-app-key': env().APP_KEY } });
        expect(collected.body.gcMajor).toBeGreaterThan(later.body.gcMajor);
        // Seconds of pause, rounded to the millisecond: never fewer than before.
        expect(collected.body.gc).toBeGreaterThanOrEqual(later.body.gc);
      },
      { timeout: 10_000, interval: 20 },
    );
  });
});
