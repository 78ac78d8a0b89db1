/**
 * Traces in OTLP to a collector (the local stand-in of scripts/lib/otlp-collector.ts): a v1 request
 * is a span named by its route's pattern, in the caller's trace when it sends a traceparent, with
 * its queries' spans under it; their texts without values. Off, nothing is started or sent.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, insertMoto, insertUser, type TestApp } from '@/test/fixtures';
import { startOtlpCollector, type OtlpCollector } from '@/scripts/lib/otlp-collector';
import { watchQueries } from '../db/query-watch';
import { startTracing, tracingOn, tracingSettings } from './tracing';
import { runBeforeExit } from './before-exit';

let database: TestDatabase;
let app: TestApp;
const logLines: string[] = [];
let collector: OtlpCollector;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db, { log: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) });
  collector = await startOtlpCollector();
  watchQueries(0);
});

afterAll(async () => {
  await collector.close();
  await database.close();
});

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

describe('traces', () => {
  it('are off without a collector: no settings, no span', () => {
    expect(tracingSettings({ OTEL_SERVICE_NAME: 'motomaroc' })).toBeNull();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/', OTEL_SERVICE_NAME: 'motomaroc' })).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'motomaroc',
    });
    expect(tracingOn()).toBe(false);
  });

  it('send a v1 request and its queries, in the caller’s trace', async () => {
    const owner = await insertUser(database.db, { email: 'vendeur.trace@example.ma' });
    const moto = await insertMoto(database.db, owner.idutilisateur);
    const tracing = await startTracing({ endpoint: collector.url, serviceName: 'motomaroc-test' });
    try {
      const answer = await app.request(`/api/v1/moto/annonce/${moto.idannonce_moto}`, { headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` } });
      expect(answer.status).toBe(200);
    } finally {
      await tracing.stop(); // sends what is left
    }
    expect(collector.refused).toEqual([]);
    const ours = collector.spans.filter((span) => span.traceId === TRACE_ID);
    const handler = ours.find((span) => span.name.startsWith('v1 GET'));
    expect(handler).toMatchObject({
      name: 'v1 GET /api/v1/moto/annonce/:id',
      parentSpanId: CALLER_SPAN,
      service: 'motomaroc-test',
      kind: 2, // SERVER: v1 answering HTTP itself
      attributes: expect.objectContaining({ 'http.route': '/api/v1/moto/annonce/:id', 'http.response.status_code': 200 }),
    });
    const queries = ours.filter((span) => span.name.startsWith('pg '));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.parentSpanId).toBe(handler!.spanId);
      expect(query.kind).toBe(3); // CLIENT
      expect(query.attributes['db.system.name']).toBe('postgresql');
    }
    // The listing's id went as a parameter: the text names it $n, never its value.
    expect(queries.map((query) => query.attributes['db.query.text'])).toContainEqual(expect.stringMatching(/"idannonce_moto" = \$\d+$/));
    expect(JSON.stringify(collector.spans)).not.toContain('vendeur.trace@example.ma');
    // The request's log line names its trace and its request id, which the span carries too.
    const line = logLines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.msg === 'request' && entry.traceId === TRACE_ID);
    expect(line).toMatchObject({ path: `/api/v1/moto/annonce/${moto.idannonce_moto}`, status: 200 });
    expect(handler!.attributes['motomaroc.request_id']).toBe(line!.reqId);
  });

  it('send the spans still in the batch before the process exits', async () => {
    const tracing = await startTracing({ endpoint: collector.url, serviceName: 'motomaroc-exit' });
    try {
      expect((await app.request('/api/v1/ville/villes')).status).toBe(200);
      // The batch waits 5 s; the work before exit (Next's cleanup awaits it) sends it now.
      expect(collector.spans.filter((span) => span.service === 'motomaroc-exit')).toEqual([]);
      await runBeforeExit();
      expect(collector.spans.filter((span) => span.service === 'motomaroc-exit').map((span) => span.name)).toContain('v1 GET /api/v1/ville/villes');
    } finally {
      await tracing.stop();
    }
  });

  it('stop: a request after sends nothing', async () => {
    const before = collector.spans.length;
    expect(tracingOn()).toBe(false);
    expect((await app.request('/api/v1/ville/villes')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(collector.spans.length).toBe(before);
  });
});
