import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, type TestApp } from '@/test/fixtures';
import { env } from '../../env';

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

    // Garbage makes the collector pause the main thread: its time grows (entries arrive a tick later).
    let kept: number[][] = [];
    for (let i = 0; i < 500; i += 1) kept = [Array.from({ length: 10_000 }, (_, j) => j + i)];
    expect(kept).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const collected = await getJson(app, '/sante/memoire', { headers: { 'x-app-key': env().APP_KEY } });
    expect(collected.body.gc).toBeGreaterThan(later.body.gc);
    expect(collected.body.gcMajor).toBeGreaterThanOrEqual(later.body.gcMajor);
  });
});
