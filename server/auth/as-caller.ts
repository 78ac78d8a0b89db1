/**
 * v1 as the signed-in person: the bearer from their session, and the spec's token rule (a 401
 * renews the ID token with the refresh token and repeats the call once). Used by the BFF and by
 * server components that read signed-in data.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import { createV1Client } from '@/lib/api/client';
import { sendWithRefresh, type RefreshRetryResult } from '@/lib/api/refresh-retry';
import { registeredV1Transport, type V1Transport } from '@/lib/api/transport';
import { signInUrl } from './current';
import { renewSession } from './refresh';
import type { SessionData } from './session';

/** Sends one request to v1 (path relative to /api/v1) with the session's bearer, renewing it once if refused. */
export function callV1AsSession(session: SessionData, path: string, init: RequestInit = {}): Promise<RefreshRetryResult> {
  return sendWithRefresh(
    (idToken) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${idToken}`);
      return registeredV1Transport()(path, { ...init, headers });
    },
    session,
    () => renewSession(session),
  );
}

/**
 * The typed v1 client of a server component, as the session's owner. A dead session (refresh
 * refused) sends the person to the sign-in page, then back to `returnPath`. Renewed tokens cannot
 * be stored from a server component; proxy.ts renews tokens before they expire, so this is rare.
 */
export function v1AsSession(session: SessionData, returnPath: string) {
  const transport: V1Transport = async (path, init) => {
    const result = await callV1AsSession(session, path, init);
    if (result.signedOut) redirect(signInUrl(returnPath));
    return result.response;
  };
  return createV1Client(() => transport);
}
