import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logHttpRequests } from './http-request-log';

const lines: Record<string, unknown>[] = [];
let server: http.Server;
let base: string;
/** The request id the handler saw in its request's headers, by path. */
const seen = new Map<string, string | undefined>();

beforeAll(async () => {
  logHttpRequests(pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }));
  server = http.createServer((request, response) => {
    seen.set(new URL(request.url!, 'http://x').pathname, request.headers['x-request-id'] as string | undefined);
    response.statusCode = request.url!.startsWith('/casse') ? 500 : 200;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a log line per request of the HTTP server', () => {
  it('has a request id, sent back and handed to the handler, the path without its query, the status and the duration', async () => {
    const answer = await fetch(`${base}/recherche?q=0612345678&email=a@b.ma`);
    await settle();
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.get('/recherche')).toBe(id);
    const line = lines.find((entry) => entry.reqId === id)!;
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/recherche', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('0612345678');
    expect(JSON.stringify(lines)).not.toContain('a@b.ma');
  });

  it('keeps a proxy’s request id, replaces one that does not look like an id', async () => {
    expect((await fetch(`${base}/a`, { headers: { 'x-request-id': 'lb-0123456789abcdef' } })).headers.get('x-request-id')).toBe('lb-0123456789abcdef');
    const forged = await fetch(`${base}/b`, { headers: { 'x-request-id': 'x"},{"admin":true' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a server error as an error; leaves v1 (which logs itself) and the build’s static files out', async () => {
    await fetch(`${base}/casse`);
    await fetch(`${base}/api/v1/moto/annonce`);
    await fetch(`${base}/_next/static/chunks/a.js`);
    await settle();
    expect(lines.find((entry) => entry.path === '/casse')).toMatchObject({ level: 50, status: 500 });
    expect(lines.some((entry) => String(entry.path).startsWith('/api/v1') || String(entry.path).startsWith('/_next/static'))).toBe(false);
    // Their request id is set all the same, for v1's line.
    expect(seen.get('/api/v1/moto/annonce')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
