/** One JSON log line per v1 request, with a request id echoed in X-Request-Id; its metrics and span. */
import { randomUUID } from 'node:crypto';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { recordRequest } from '../../runtime/metrics';
import { tracer, tracingOn } from '../../runtime/tracing';
import type { AppEnv } from '../context';
import { sendingFor } from '../../jobs/names';

/** A request id another hop may send: ours are UUIDs; a proxy's may be any of these characters. */
export const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  c.set('requestId', requestId);
  c.set('log', c.var.log.child({ reqId: requestId }));
  // The jobs this request queues say which request it was, in their own log lines.
  c.set('jobs', sendingFor(c.var.jobs, requestId));
  const started = performance.now();
  if (tracingOn()) await inHandlerSpan(c, requestId, next);
  else await next();
  c.header('X-Request-Id', requestId);
  const status = c.res.status;
  const line = {
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
  // The pages' own in-process calls are part of the page's request: logged only when debugging.
  // c.var.log: the request's logger, with its trace's id when traces are on.
  if (status >= 500) c.var.log.error(line, 'request');
  else if (c.env?.inProcess) c.var.log.debug(line, 'request');
  else c.var.log.info(line, 'request');
  // By the route's pattern (/annonce/:id), not its path: one series per route, whatever the ids.
  if (!c.env?.inProcess) recordRequest(routePath(c, -1), c.req.method, status, (performance.now() - started) / 1000);
});

/**
 * The handler's span, named by the route's pattern once it is known. Under a page or Next's route
 * handler it is a child of Next's span; v1 on its own (scripts/v1-server.ts) starts the trace, or
 * continues the caller's (traceparent).
 */
async function inHandlerSpan(c: Context<AppEnv>, requestId: string, next: Next) {
  const active = context.active();
  const underNext = trace.getSpan(active) !== undefined;
  const parent = underNext ? active : propagation.extract(active, Object.fromEntries(c.req.raw.headers));
  const span = tracer().startSpan(`v1 ${c.req.method}`, { kind: underNext ? SpanKind.INTERNAL : SpanKind.SERVER }, parent);
  // The request's log lines (its own, its handler's) name the trace, to go from a line to its trace.
  c.set('log', c.var.log.child({ traceId: span.spanContext().traceId }));
  try {
    await context.with(trace.setSpan(parent, span), next);
  } finally {
    const route = routePath(c, -1);
    span.updateName(`v1 ${c.req.method} ${route}`);
    span.setAttributes({
      'http.request.method': c.req.method,
      'http.route': route,
      'http.response.status_code': c.res.status,
      'motomaroc.request_id': requestId,
      'motomaroc.in_process': Boolean(c.env?.inProcess),
    });
    if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }
}
