/**
 * One JSON log line per request the site's HTTP server answers (pages, the BFF, photos), with a
 * request id: the one a proxy in front sent (X-Request-Id, when it looks like one), or a new one.
 * The id goes back in the answer's X-Request-Id and on to v1 with the request's own calls
 * (visitor-transport.ts), so that a page's line and its v1 lines share it. v1's requests log
 * themselves (api/middleware/request-log.ts) and the build's static files are not logged.
 *
 * The line holds the path without its query: a search's words, a reset link's code or a payment's
 * parameters would otherwise reach the logs.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from '../log';
import { ACCEPTED_REQUEST_ID } from '../api/middleware/request-log';

const PATCHED = Symbol.for('motomaroc.httpRequestLog');
const UNLOGGED = ['/api/v1/', '/_next/static/'];

function pathOf(url = '/'): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path.length > 300 ? `${path.slice(0, 300)}…` : path;
}

/** Logs every request of every HTTP server of this process (Next's), from now on. */
export function logHttpRequests(log: Logger): void {
  const prototype = http.Server.prototype as http.Server & { [PATCHED]?: boolean };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') track(log, args[0] as IncomingMessage, args[1] as ServerResponse);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
}

function track(log: Logger, request: IncomingMessage, response: ServerResponse) {
  const given = request.headers['x-request-id'];
  const reqId = typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
  // Next and v1 read it from the request's headers.
  request.headers['x-request-id'] = reqId;
  response.setHeader('X-Request-Id', reqId);
  const path = pathOf(request.url);
  if (UNLOGGED.some((prefix) => path.startsWith(prefix))) return;
  const started = performance.now();
  response.once('close', () => {
    const line = { reqId, method: request.method, path, status: response.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (!response.writableFinished) log.info({ ...line, aborted: true }, 'request');
    else if (response.statusCode >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  });
}
