/** JSON logs (pino): one line per event, one line per v1 request. */
import pino, { type Logger } from 'pino';
import { env } from './env';

let root: Logger | undefined;
let requests: Logger | undefined;

const options = () => ({ level: env().LOG_LEVEL, base: { app: 'motomaroc' }, timestamp: pino.stdTimeFunctions.isoTime });

export function logger(): Logger {
  root ??= pino(options());
  return root;
}

/**
 * The request lines of the HTTP server (server/runtime/http-request-log.ts): written in batches of
 * 4 kB rather than one write per line, which at a cached page's rate (about a thousand a second) cost
 * a tenth of its throughput. pino flushes what is left when the process exits.
 */
export function requestLogger(): Logger {
  requests ??= pino(options(), pino.destination({ dest: 1, sync: false, minLength: 4096 }));
  return requests;
}

export type { Logger };
