/** JSON logs (pino): one line per event, one line per v1 request. */
import pino, { type Logger } from 'pino';
import { env } from './env';

let root: Logger | undefined;

export function logger(): Logger {
  root ??= pino({
    level: env().LOG_LEVEL,
    base: { app: 'motomaroc' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  return root;
}

export type { Logger };
