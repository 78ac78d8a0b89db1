/** What a page shows for a refused call through the BFF: v1's text, else a code in the page's language. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../errors';
import ar from '@/messages/ar.json';
import { bff } from './browser';
import { CONNECTION_ERRORS, frenchRefusal, refusal } from './refusal';

/** The Arabic a page gives its forms for the connection table (server/i18n.ts's errorTranslations). */
const arabic: Record<string, string> = Object.fromEntries(Object.entries(ar.errors.connection).map(([key, text]) => [`connection.${key}`, text]));

/** A page in `lang` whose fetch answers `answer` (or fails, like a network that is down). */
function pageFetching(lang: string, answer: () => Promise<Response>) {
  vi.stubGlobal('document', { documentElement: { lang } });
  vi.stubGlobal('fetch', vi.fn(answer));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a refused call', () => {
  it('shows v1’s text as the BFF gave it, in the page’s language', async () => {
    pageFetching('ar', async () => Response.json({ error: 'لم يعد هذا الإعلان متاحًا.', code: 'notFound.listing' }, { status: 404 }));
    const answer = await bff('GET', '/alertes');
    expect(answer).toMatchObject({ ok: false, status: 404, error: 'لم يعد هذا الإعلان متاحًا.' });
    expect(errorText(arabic, refusal(answer))).toBe('لم يعد هذا الإعلان متاحًا.');
  });

  it('without v1’s text (a proxy’s 502 page) says the service is unavailable, in Arabic on an Arabic page', async () => {
    pageFetching('ar', async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const answer = await bff('GET', '/alertes');
    expect(answer).toMatchObject({ ok: false, status: 502, error: null });
    expect(refusal(answer)).toBe(CONNECTION_ERRORS.unavailable);
    const shown = errorText(arabic, refusal(answer))!;
    expect(shown).toBe(arabic[CONNECTION_ERRORS.unavailable]);
    expect(shown).toMatch(/[\u0600-\u06ff]/);
    expect(shown).not.toMatch(/[a-z]{3}/i);
    expect(frenchRefusal(answer)).toBe('Le service est momentanément indisponible. Veuillez réessayer dans un instant.');
  });

  it('that never reached the server says so, in the page’s language', async () => {
    pageFetching('ar', async () => {
      throw new TypeError('Failed to fetch');
    });
    const answer = await bff('GET', '/alertes');
    expect(answer).toMatchObject({ ok: false, status: 0, error: null });
    expect(refusal(answer)).toBe(CONNECTION_ERRORS.network);
    expect(errorText(arabic, refusal(answer))).toBe(arabic[CONNECTION_ERRORS.network]);
    expect(frenchRefusal(answer)).toBe('Connexion impossible. Vérifiez votre connexion internet et réessayez.');
  });

  it('tells the BFF the page’s language', async () => {
    pageFetching('ar', async () => Response.json([]));
    await bff('GET', '/alertes');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init!.headers).get('x-page-language')).toBe('ar');
  });
});
