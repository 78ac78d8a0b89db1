/** The visitor being served is on every call to v1, whoever makes it; a page built for the cache carries no one. */
import { describe, expect, it } from 'vitest';

// Next's request scope, an AsyncLocalStorage that test/setup.ts puts on globalThis as Next's server does.
const { workUnitAsyncStorage } = await import('next/dist/server/app-render/work-unit-async-storage.external');
const { forServedVisitor, servedRequestHeaders } = await import('./visitor-transport');

/** A transport that answers with the headers v1 would have seen. */
const seen = forServedVisitor(async (_path, init) => Response.json(Object.fromEntries(new Headers(init?.headers))));

/** Runs `work` as Next runs a page or a route handler for a visitor, or a page built for the cache. */
function serving<T>(type: 'request' | 'prerender-legacy', headers: Record<string, string>, work: () => Promise<T>): Promise<T> {
  return workUnitAsyncStorage.run({ type, headers: new Headers(headers) } as never, work);
}

describe('forServedVisitor', () => {
  it('sends the served visitor’s address and request id, whatever the caller wrote', async () => {
    const answer = await serving('request', { 'x-forwarded-for': '203.0.113.7, 127.0.0.1', 'x-request-id': 'req-12345678' }, () =>
      seen('/favoris/moto/1', { method: 'PUT', headers: { 'x-forwarded-for': '1.2.3.4', 'x-guest-id': 'g' } }),
    );
    expect(await answer.json()).toEqual({ 'x-forwarded-for': '203.0.113.7, 127.0.0.1', 'x-request-id': 'req-12345678', 'x-guest-id': 'g' });
  });

  it('sends no address for a page built for the cache, nor outside any request (jobs)', async () => {
    const cached = await serving('prerender-legacy', { 'x-forwarded-for': '203.0.113.7' }, () =>
      seen('/moto/annonce', { headers: { 'x-forwarded-for': '1.2.3.4' } }),
    );
    expect(await cached.json()).toEqual({});
    expect(await (await seen('/moto/annonce')).json()).toEqual({});
    expect(servedRequestHeaders()).toBeNull();
  });
});
