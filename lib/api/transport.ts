/**
 * How lib/api reaches v1. The server registers a transport at start (instrumentation.ts): the Hono
 * app itself, called in-process, or HTTP to a v1 deployed elsewhere (V1_API_URL). The registry
 * lives on globalThis because Next bundles instrumentation and pages separately.
 */

/** Sends a request to v1; `path` is relative to the v1 root, e.g. /moto/annonce?page=2. */
export type V1Transport = (path: string, init?: RequestInit) => Promise<Response>;

const SLOT = Symbol.for('motomaroc.v1.transport');
type Registry = { [SLOT]?: V1Transport };

export function registerV1Transport(transport: V1Transport): void {
  (globalThis as Registry)[SLOT] = transport;
}

export function registeredV1Transport(): V1Transport {
  const transport = (globalThis as Registry)[SLOT];
  if (!transport) throw new Error('No v1 transport registered: instrumentation.ts registers it when the server starts.');
  return transport;
}

/** HTTP to a v1 root such as https://api.example.ma/api/v1. */
export function httpTransport(baseUrl: string, fetcher: typeof fetch = fetch): V1Transport {
  const root = baseUrl.replace(/\/+$/, '');
  return (path, init) => fetcher(`${root}${path}`, init);
}
