/**
 * Calls from client components to v1 through the BFF. A session that the BFF could not renew
 * ends here: the browser goes to the sign-in page and comes back afterwards.
 */
import { loadPage } from '../navigation';
import { v1Body, v1Target, type V1Input, type V1Method, type V1Output, type V1Path, type V1PathFor } from './endpoints';

export interface BffAnswer<T> {
  ok: boolean;
  status: number;
  body: T;
  /**
   * v1's text of a refused call, in the page's language (the BFF's); null when the answer has none
   * (status 0: the network; a proxy's page). A form shows lib/api/refusal.ts's refusal(answer).
   */
  error: string | null;
}

/**
 * The header by which a page says its language (its document's, <html lang>) on each call: the BFF
 * answers v1's errors in it (server/auth/bff-language.ts, which checks what it is told).
 */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';

/** The headers of a call to the BFF (from a page): the page's language, and the body's type. */
export const bffHeaders = (contentType?: string): Record<string, string> => ({
  [PAGE_LANGUAGE_HEADER]: document.documentElement.lang,
  ...(contentType ? { 'content-type': contentType } : null),
});

/**
 * One v1 call through the BFF, typed by its route: `bff('PUT', '/utilisateur/update-user', { json })`.
 * The session cookie goes with it as with every fetch to the site's own origin (credentials'
 * default, same-origin).
 */
export async function bff<M extends V1Method, P extends V1PathFor<M>>(method: M, path: P, input?: V1Input<P, M>): Promise<BffAnswer<V1Output<P, M>>> {
  const { body: requestBody, contentType } = v1Body(input);
  let response: Response;
  try {
    response = await fetch(`/api/bff${v1Target(path, input)}`, {
      method,
      headers: bffHeaders(contentType),
      body: requestBody,
    });
  } catch {
    return { ok: false, status: 0, body: undefined as V1Output<P, M>, error: null };
  }
  const body = (await response.json().catch(() => undefined)) as V1Output<P, M> & { error?: string; signin?: string };
  if (response.status === 401 && body?.signin) {
    const here = `${window.location.pathname}${window.location.search}`;
    loadPage(`${body.signin}?next=${encodeURIComponent(here)}`);
  }
  const error = response.ok ? null : (body?.error ?? null);
  return { ok: response.ok, status: response.status, body, error };
}

/** A read through the BFF for SWR and the once-per-page reads: its answer, or an Error thrown (its text is not shown). */
export async function bffRead<P extends V1PathFor<'GET'>>(path: P, input?: V1Input<P, 'GET'>): Promise<V1Output<P, 'GET'>> {
  const answer = await bff('GET', path, input);
  if (!answer.ok) throw new Error(answer.error ?? `HTTP ${answer.status}`);
  return answer.body;
}

/** The BFF's URL of a v1 call, for what makes the request itself (a widget, an upload with progress). */
export function bffUrl<P extends V1Path>(path: P, input?: { param?: Record<string, string | number> }): string {
  return `/api/bff${v1Target(path, input)}`;
}

/**
 * Sends a count (a display, a view, a click, a contact) in the background, never in the way of the
 * page: low priority, errors ignored. `leaving`: the gesture may take the visitor to another page
 * (an ad's link, a call), so the request must outlive this one (keepalive). Counts made while the
 * page is shown do without keepalive: Chromium never reports such requests as finished to its
 * DevTools, so every one of them kept Lighthouse waiting 45 s for the page to go quiet.
 */
export function bffCount<P extends V1PathFor<'POST'>>(path: P, input: V1Input<P, 'POST'>, { leaving = false } = {}): void {
  const { body, contentType } = v1Body(input);
  void fetch(`/api/bff${v1Target(path, input)}`, {
    method: 'POST',
    priority: 'low',
    keepalive: leaving,
    headers: contentType ? { 'content-type': contentType } : undefined,
    body,
  }).catch(() => undefined);
}
