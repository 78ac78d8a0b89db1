/** What a PostgreSQL error says about the server: reachable or not (v1 answers 503, replicas fail over). */

/** Codes of a server that cannot be reached, or cannot take a connection now. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNREACHABLE_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/;

const QUERY_CANCELED = '57014'; // statement timeout under load

function someCause(error: unknown, test: (e: { code?: string; message?: string }) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (test(e)) return true;
    current = e.cause;
  }
  return false;
}

/** Whether an error (or one of its causes) says the server could not be reached or dropped the connection. */
export function isDatabaseUnreachable(error: unknown): boolean {
  return someCause(error, (e) => (!!e.code && UNREACHABLE_CODES.has(e.code)) || (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)));
}

/** Whether the database cannot answer now: unreachable, or too slow (statement timeout). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isDatabaseUnreachable(error) || someCause(error, (e) => e.code === QUERY_CANCELED);
}
