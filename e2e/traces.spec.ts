/**
 * Traces from a whole site started as `npm start` starts it, with OTEL_EXPORTER_OTLP_ENDPOINT set
 * to a collector stand-in (scripts/lib/otlp-collector.ts): a page's request and render (Next's own
 * spans), the v1 handler the page calls in-process and its queries, all in one trace. The batch
 * delay is longer than the test: the spans arrive because the site sends them when it stops.
 */
import { expect, test } from '@playwright/test';
import { startOtlpCollector, type OtlpCollector, type ReceivedSpan } from '../scripts/lib/otlp-collector';
import { removeSiteData, startSite, stopSite, type SiteUnderTest } from '../scripts/lib/site-under-test';

let collector: OtlpCollector;
let site: SiteUnderTest;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  collector = await startOtlpCollector();
  site = await startSite({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'motomaroc-e2e',
      OTEL_BSP_SCHEDULE_DELAY: '600000',
      // One batch, however many spans the job queue's polling adds: none is sent before the stop.
      OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '100000',
      OTEL_BSP_MAX_QUEUE_SIZE: '100000',
    },
  });
});

let stopped = false;

test.afterAll(async () => {
  if (site) {
    if (!stopped) await stopSite(site);
    removeSiteData(site);
  }
  await collector?.close();
});

test('a page’s request, its render, the v1 handler it calls and their queries are one trace, sent when the site stops', async () => {
  test.setTimeout(120_000);
  const answer = await fetch(`${site.baseURL}/recherche?q=yamaha`);
  expect(answer.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // Still in the batch (600 s), until the stop sends it.
  expect(collector.spans.filter((span) => /recherche/.test(span.name))).toEqual([]);
  await stopSite(site);
  stopped = true;

  const pageTrace = (): ReceivedSpan[] => {
    const request = collector.spans.find((span) => span.kind === 2 && /^GET \/\[locale\]\/recherche/.test(span.name));
    return request ? collector.spans.filter((span) => span.traceId === request.traceId) : [];
  };
  expect(pageTrace().map((span) => span.name)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^render route \(app\) \/\[locale\]\/recherche/),
      expect.stringMatching(/^v1 GET \/api\/v1\//),
      expect.stringMatching(/^pg select/),
    ]),
  );

  const spans = pageTrace();
  expect(collector.refused).toEqual([]);
  expect(new Set(spans.map((span) => span.service))).toEqual(new Set(['motomaroc-e2e']));
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const handler = spans.find((span) => span.name.startsWith('v1 GET'))!;
  expect(handler.attributes['motomaroc.in_process']).toBe(true);
  // Each query hangs under a span of the trace (the handler's), none is left on its own.
  for (const query of spans.filter((span) => span.name.startsWith('pg '))) expect(byId.has(query.parentSpanId)).toBe(true);
  // And the handler under the page's spans, up to the request.
  let ancestor: ReceivedSpan | undefined = handler;
  while (ancestor && ancestor.parentSpanId && byId.has(ancestor.parentSpanId)) ancestor = byId.get(ancestor.parentSpanId);
  // Spans name the route of the page tree (app/[locale]).
  expect(ancestor?.name).toMatch(/^GET \/\[locale\]\/recherche/);
});
