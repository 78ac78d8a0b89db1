/**
 * Calls from client components to v1 through the BFF. A session that the BFF could not renew
 * ends here: the browser goes to the sign-in page and comes back afterwards.
 */
import { loadPage } from '../navigation';

export interface BffAnswer<T> {
  ok: boolean;
  status: number;
  body: T;
  /** the French message of a refused call */
  error: string | null;
}

export const NETWORK_ERROR = 'Connexion impossible. Vérifiez votre connexion internet et réessayez.';

export async function bff<T = unknown>(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<BffAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/bff${path}`, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      headers: init.json !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, body: undefined as T, error: NETWORK_ERROR };
  }
  const body = (await response.json().catch(() => undefined)) as T & { error?: string; signin?: string };
  if (response.status === 401 && body?.signin) {
    const here = `${window.location.pathname}${window.location.search}`;
    loadPage(`${body.signin}?next=${encodeURIComponent(here)}`);
  }
  const error = response.ok ? null : (body?.error ?? `Erreur ${response.status}. Veuillez réessayer.`);
  return { ok: response.ok, status: response.status, body, error };
}
