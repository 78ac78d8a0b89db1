/**
 * The visitor's address on every call the site makes to v1 while it serves that visitor: a page
 * rendered for them, a form they posted, the BFF. v1 tells clients apart by X-Forwarded-For (to
 * which Next's server appended the connection's peer: scripts/patch-next.mjs); a call that did not
 * carry it counted every visitor as one client, `local`, so that one of them could spend everyone's
 * budget (the no-script heart form, 2026-11-27). Set here, on the one transport every caller goes
 * through, so that no caller can forget it.
 *
 * Which request is being served comes from Next's own request scope: a page built for the page
 * cache (ISR) or a job serves nobody in particular, and calls as the site itself (no address).
 */
import 'server-only';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import type { V1Transport } from '@/lib/api/transport';

/** What v1 learns of the visitor: who they are for its limits, and the request id of their logs. */
const VISITOR_HEADERS = ['x-forwarded-for', 'x-request-id'] as const;

/** The headers of the request Next is serving for a visitor, or null (a cached page's build, a job). */
export function servedRequestHeaders(): Pick<Headers, 'get'> | null {
  const scope = workUnitAsyncStorage.getStore();
  return scope?.type === 'request' ? scope.headers : null;
}

/** `transport`, each call carrying the served visitor's address (and none a caller wrote). */
export function forServedVisitor(transport: V1Transport, served = servedRequestHeaders): V1Transport {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    const visitor = served();
    for (const name of VISITOR_HEADERS) {
      const value = visitor?.get(name);
      if (value) headers.set(name, value);
      else headers.delete(name);
    }
    return transport(path, { ...init, headers });
  };
}
