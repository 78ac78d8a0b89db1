/**
 * A local stand-in for an OpenTelemetry collector, for the tests: it receives traces as a collector
 * does, in OTLP over HTTP with JSON bodies (POST /v1/traces, gzip or not), answers as the protocol
 * says (200 and an empty partial success), and keeps the spans it got.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };

/** A span as the tests read it: ids in hexadecimal, attributes as plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** the resource's service.name */
  service: string;
  status: { code?: number; message?: string };
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: AnyValue }[];
  status?: { code?: number; message?: string };
}

interface OtlpTraces {
  resourceSpans?: { resource?: { attributes?: { key: string; value: AnyValue }[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const valueOf = (value: AnyValue) =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : undefined) ?? value.boolValue ?? value.doubleValue ?? '';

const attributesOf = (list: { key: string; value: AnyValue }[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** OTLP/JSON writes ids in hexadecimal (base64 is protobuf's JSON mapping, which OTLP overrides). */
const hex = (id: string | undefined) => (id && /^[0-9a-f]*$/i.test(id) ? id.toLowerCase() : Buffer.from(id ?? '', 'base64').toString('hex'));

export interface OtlpCollector {
  /** what OTEL_EXPORTER_OTLP_ENDPOINT is set to */
  url: string;
  spans: ReceivedSpan[];
  /** bodies it refused (not OTLP/JSON), to fail the test that sent them */
  refused: string[];
  /** how many spans it received (kept or not) */
  received(): number;
  close(): Promise<void>;
}

/** keep: false only counts the spans (a benchmark sends millions). */
export async function startOtlpCollector(options: { keep?: boolean } = {}): Promise<OtlpCollector> {
  const keep = options.keep ?? true;
  const spans: ReceivedSpan[] = [];
  let received = 0;
  const refused: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      try {
        const raw = Buffer.concat(chunks);
        const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        if (!String(request.headers['content-type']).startsWith('application/json')) throw new Error(`content-type ${request.headers['content-type']}`);
        const traces = JSON.parse(body.toString('utf8')) as OtlpTraces;
        for (const resourceSpans of traces.resourceSpans ?? []) {
          const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              received += 1;
              if (!keep) continue;
              spans.push({
                traceId: hex(span.traceId),
                spanId: hex(span.spanId),
                parentSpanId: hex(span.parentSpanId),
                name: span.name,
                kind: span.kind,
                attributes: attributesOf(span.attributes),
                service,
                status: span.status ?? {},
              });
            }
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400, { 'content-type': 'application/json' }).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    refused,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
