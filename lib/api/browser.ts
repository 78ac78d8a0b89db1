/**
 * Calls from client components to v1 through the BFF. A session that the BFF could not renew
 * ends here: the browser goes to the sign-in page and comes back afterwards.
 */
import { loadPage } from '../navigation';
import { errorCodes } from '../errors';
import { PAGE_LANGUAGE_HEADER, pageLanguage } from '../i18n/page-language';
import { v1Body, v1Target, type V1Input, type V1Method, type V1Output, type V1Path, type V1PathFor } from './endpoints';

export interface BffAnswer<T> {
  ok: boolean;
  status: number;
  body: T;
  /** what a refused call says: v1's text in the page's language (the BFF's), or the French of a failure here */
  error: string | null;
  /** its error code (lib/errors.ts), for a form that has its own text for it */
  code: string | null;
}

export const CONNECTION_MESSAGES = { network: 'Connexion impossible. Vérifiez votre connexion internet et réessayez.' } as const;
export const CONNECTION_ERRORS = errorCodes('connection', CONNECTION_MESSAGES);

/** The headers of a call to the BFF: the page's language (the BFF answers errors in it), and the body's type. */
export function bffHeaders(contentType?: string): Record<string, string> {
  return { [PAGE_LANGUAGE_HEADER]: pageLanguage(), ...(contentType ? { 'content-type': contentType } : {}) };
}

/** What a form that shows codes (lib/errors.ts's errorText) shows for a refused call: the code of a failure here (the network), else v1's text. */
export const refusal = (answer: Pick<BffAnswer<unknown>, 'error' | 'code'>): string | null =>
  answer.code === CONNECTION_ERRORS.network ? answer.code : answer.error;

/** One v1 call through the BFF, typed by its route: `bff('PUT', '/utilisateur/update-user', { json })`. */
export async function bff<M extends V1Method, P extends V1PathFor<M>>(method: M, path: P, input?: V1Input<P, M>): Promise<BffAnswer<V1Output<P, M>>> {
  const { body: requestBody, contentType } = v1Body(input);
  let response: Response;
  try {
    response = await fetch(`/api/bff${v1Target(path, input)}`, {
      method,
      headers: bffHeaders(contentType),
      body: requestBody,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, body: undefined as V1Output<P, M>, error: CONNECTION_MESSAGES.network, code: CONNECTION_ERRORS.network };
  }
  const body = (await response.json().catch(() => undefined)) as V1Output<P, M> & { error?: string; code?: string; signin?: string };
  if (response.status === 401 && body?.signin) {
    const here = `${window.location.pathname}${window.location.search}`;
    loadPage(`${body.signin}?next=${encodeURIComponent(here)}`);
  }
  const error = response.ok ? null : (body?.error ?? `Erreur ${response.status}. Veuillez réessayer.`);
  return { ok: response.ok, status: response.status, body, error, code: response.ok ? null : (body?.code ?? null) };
}

/** A read through the BFF for SWR and the once-per-page reads: its answer, or the French refusal thrown. */
export async function bffRead<P extends V1PathFor<'GET'>>(path: P, input?: V1Input<P, 'GET'>): Promise<V1Output<P, 'GET'>> {
  const answer = await bff('GET', path, input);
  if (!answer.ok) throw new Error(answer.error ?? 'Lecture impossible.');
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
