/**
 * GET /api/v1/sante/metriques: never public (404 without METRICS_KEY, 401 without the right bearer,
 * whatever the role), and once allowed, Prometheus's text with the figures the dashboards and alerts
 * read: v1 requests by route pattern, page-cache lookups, the pool, and the marketplace's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertUser, type TestApp } from '@/test/fixtures';
import { emulatorIdToken } from '@/test/auth';
import { reloadEnv } from '../../env';
import { PAGE_CACHE_LOOKUPS, watchDatabase } from '../../runtime/metrics';
import { watchQueries } from '../../db/query-watch';
import { METRICS_MESSAGES } from './health';

const KEY = 'cle-des-metriques-de-test-0123456789';
let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  watchDatabase(database.db, database.pool);
  watchQueries(0);
});

afterAll(async () => {
  delete process.env.METRICS_KEY;
  reloadEnv();
  await database.close();
});

const scrape = (headers: Record<string, string> = {}) => app.request('/api/v1/sante/metriques', { headers });

describe('GET sante/metriques', () => {
  it('is not there without METRICS_KEY', async () => {
    delete process.env.METRICS_KEY;
    reloadEnv();
    const answer = await getJson(app, '/sante/metriques', { headers: { authorization: `Bearer ${KEY}` } });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(METRICS_MESSAGES.disabled);
  });

  it('refuses anyone without the key: anonymous, a signed-in user, the admin, the app key, a wrong or longer key', async () => {
    process.env.METRICS_KEY = KEY;
    reloadEnv();
    const run = Date.now();
    await insertUser(database.db, { uid: `metrics-user-${run}`, email: `metrics-user-${run}@test.ma` });
    await insertUser(database.db, { uid: `metrics-admin-${run}`, email: `metrics-admin-${run}@test.ma`, role: 'admin' });
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: `Bearer ${await emulatorIdToken(`metrics-user-${run}`, `metrics-user-${run}@test.ma`)}` },
      { authorization: `Bearer ${await emulatorIdToken(`metrics-admin-${run}`, `metrics-admin-${run}@test.ma`)}` },
      { 'x-app-key': process.env.APP_KEY ?? 'motomaroc-cle-app-developpement' },
      { authorization: KEY },
      { authorization: `Bearer ${KEY}x` },
      { authorization: `Bearer ${KEY.slice(0, -1)}` },
    ]) {
      const answer = await scrape(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(((await answer.json()) as { error: string }).error).toBe(METRICS_MESSAGES.key);
    }
  });

  it('with the key: requests by route pattern, page-cache lookups, the pool and the marketplace', async () => {
    process.env.METRICS_KEY = KEY;
    reloadEnv();
    const seller = await insertUser(database.db);
    const listing = await insertMoto(database.db, seller.idutilisateur, { etat: 'en_attente' });
    await getJson(app, `/moto/annonce/${listing.idannonce_moto}`);
    await getJson(app, '/moto/annonce/999999999');
    const lookups = (globalThis as Record<symbol, { hit: number; miss: number }>)[PAGE_CACHE_LOOKUPS] ?? { hit: 0, miss: 0 };
    const before = lookups.hit;
    (globalThis as Record<symbol, unknown>)[PAGE_CACHE_LOOKUPS] = { ...lookups, hit: before + 3 };

    const answer = await scrape({ authorization: `Bearer ${KEY}` });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    // One series for every id: the route's pattern, never the listing's number.
    expect(text).toMatch(/motomaroc_http_requests_total\{route="\/api\/v1\/moto\/annonce\/:id",method="GET",status="404"\} [1-9]/);
    expect(text).not.toContain(`/moto/annonce/${listing.idannonce_moto}"`);
    expect(text).toMatch(/motomaroc_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/v1\/moto\/annonce\/:id",method="GET"\}/);
    expect(text).toMatch(/motomaroc_page_cache_lookups_total\{result="hit"\} [3-9]/);
    expect(text).toMatch(/motomaroc_db_pool_connections\{state="total"\} \d+/);
    // The listing's reads above were queries, timed; none took SLOW_QUERY_MS (here: none is slow).
    expect(text).toMatch(/motomaroc_db_query_duration_seconds_count [1-9]/);
    expect(text).toMatch(/motomaroc_db_slow_queries_total 0/);
    expect(text).toMatch(/motomaroc_moderation_queue\{type="moto"\} [1-9]/);
    expect(text).toMatch(/motomaroc_searches_today\{result="none"\} \d+/);
    expect(text).toMatch(/motomaroc_process_cpu_seconds_total \d/);
  });
});
