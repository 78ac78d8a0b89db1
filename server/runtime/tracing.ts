/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT names a collector. When on, the
 * process registers one tracer provider (instrumentation.ts) that sends its spans in OTLP/HTTP:
 * Next's own spans (the request, the page's render, its data fetches), one span per v1 handler
 * (server/api/middleware/request-log.ts) and one per PostgreSQL query (server/db/query-watch.ts),
 * all in the request's trace. When off, none of this is loaded and no span is ever started.
 */
import { context, propagation, trace, type Tracer } from '@opentelemetry/api';
import { beforeExit } from './before-exit';

const ON = Symbol.for('motomaroc.tracing');

/** Whether this process sends traces (checked before starting a span, so that off costs nothing). */
export function tracingOn(): boolean {
  return (globalThis as Record<symbol, unknown>)[ON] === true;
}

/** The tracer of the site's own spans. */
export function tracer(): Tracer {
  return trace.getTracer('motomaroc');
}

export interface TracingSettings {
  /** the collector's base address: spans go to {endpoint}/v1/traces */
  endpoint: string;
  serviceName: string;
}

/** The settings, when tracing is asked for. */
export function tracingSettings(env: { OTEL_EXPORTER_OTLP_ENDPOINT?: string; OTEL_SERVICE_NAME: string }): TracingSettings | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  return { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''), serviceName: env.OTEL_SERVICE_NAME };
}

/**
 * Registers the process's tracer provider, batching spans to the collector (OTEL_BSP_SCHEDULE_DELAY
 * and the other OTEL_BSP_* settings apply). Next finds it through the API's global registration.
 * The spans of the last batch (5 s by default) are sent when the process stops (before-exit.ts).
 */
export async function startTracing(settings: TracingSettings): Promise<{ stop(): Promise<void> }> {
  if (tracingOn()) throw new Error('tracing is already on in this process');
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName, 'process.pid': process.pid }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }))],
  });
  provider.register();
  (globalThis as Record<symbol, unknown>)[ON] = true;
  const dropHook = beforeExit(() => provider.forceFlush());
  return {
    /** Sends what is left and unregisters (tests; a serving process traces until it ends). */
    async stop() {
      dropHook();
      (globalThis as Record<symbol, unknown>)[ON] = false;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
