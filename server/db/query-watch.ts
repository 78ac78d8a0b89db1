/**
 * Every PostgreSQL query of this process timed: for the metrics (a latency histogram and the slow
 * ones counted, server/runtime/metrics.ts), a log line for each slow one, and a span for each when
 * traces are on (server/runtime/tracing.ts). pg's Client.query is wrapped once, so the queries of
 * Drizzle's pools, of transactions and of pg-boss are all seen. A statement's text is kept, its
 * values never (they hold e-mails, phones, tokens); quoted literals and long numbers are blanked.
 */
import 'server-only';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import pg from 'pg';
import { logger } from '../log';
import { tracer, tracingOn } from '../runtime/tracing';

/** Told of each query: its duration and whether it was slow. */
export type QueryObserver = (seconds: number, slow: boolean) => void;

interface Watch {
  /** the one observer of this process's queries (the metrics) */
  observer?: QueryObserver;
  /** a query at least this long is slow; 0: none is */
  slowMs: number;
}

// On globalThis: pg is one module in the process, the bundles that watch it may be several.
const WATCH = Symbol.for('motomaroc.queryWatch');
const watch = (): Watch => ((globalThis as Record<symbol, unknown>)[WATCH] ??= { slowMs: 0 }) as Watch;
const WATCHED = Symbol.for('motomaroc.queryWatched');

/** Makes `observer` the one that hears the queries; returns what puts the previous one back. */
export function observeQueries(observer: QueryObserver): () => void {
  const previous = watch().observer;
  watch().observer = observer;
  return () => {
    watch().observer = previous;
  };
}

/** A statement as logs and traces may show it: one line, no literal values, at most `max` characters. */
export function statementSummary(text: string, max: number): string {
  const blanked = text
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\b\d{5,}\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return blanked.length > max ? `${blanked.slice(0, max - 1)}…` : blanked;
}

/** The statement's first keyword (select, insert, with…), for the span's name. */
function operationOf(text: string): string {
  return /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
}

type Settle = (error?: unknown) => void;

/** The query's span, under the active one. */
function querySpan(client: pg.Client, text: string) {
  const operation = operationOf(text);
  return tracer().startSpan(`pg ${operation}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': statementSummary(text, 2000),
      'db.namespace': client.database ?? '',
    },
  });
}

function timing(client: pg.Client, text: string): Settle {
  const started = performance.now();
  const span = tracingOn() ? querySpan(client, text) : undefined;
  return (error) => {
    const ms = performance.now() - started;
    const { slowMs, observer } = watch();
    const slow = slowMs > 0 && ms >= slowMs;
    observer?.(ms / 1000, slow);
    if (slow) {
      const app = (client as pg.Client & { connectionParameters?: { application_name?: string } }).connectionParameters?.application_name;
      logger().warn({ ms: Math.round(ms), app, query: statementSummary(text, 300) }, 'slow query');
    }
    if (span) {
      // The SQLSTATE only: PostgreSQL's messages quote the values (a duplicate e-mail, say).
      const code = (error as { code?: unknown } | undefined)?.code;
      if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? code : 'error' });
      span.end();
    }
  };
}

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/**
 * Wraps pg's Client.query (once per process; a later call only sets the threshold): promise and
 * callback calls are timed; a Submittable (a cursor, a stream) passes through untimed, its rows
 * arriving after the call returns.
 */
export function watchQueries(slowMs: number) {
  watch().slowMs = slowMs;
  const prototype = pg.Client.prototype as unknown as Record<PropertyKey, unknown> & { query: (...args: QueryArgs) => unknown };
  if (prototype[WATCHED]) return;
  prototype[WATCHED] = true;
  const original = prototype.query;
  prototype.query = function watchedQuery(this: pg.Client, ...args: QueryArgs) {
    const [config] = args;
    if (config && typeof config === 'object' && typeof (config as { submit?: unknown }).submit === 'function') return original.apply(this, args);
    const text = typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text ?? '');
    const settle = timing(this, text);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (error: unknown, result: unknown) => void;
      args[callbackAt] = (error: unknown, result: unknown) => {
        settle(error ?? undefined);
        callback(error, result);
      };
      return original.apply(this, args);
    }
    let result: Promise<unknown> | undefined;
    try {
      result = original.apply(this, args) as Promise<unknown> | undefined;
    } catch (error) {
      settle(error);
      throw error;
    }
    if (!result || typeof result.then !== 'function') {
      settle();
      return result;
    }
    return result.then(
      (rows) => {
        settle();
        return rows;
      },
      (error: unknown) => {
        settle(error);
        throw error;
      },
    );
  };
}
