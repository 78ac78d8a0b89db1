// @vitest-environment jsdom
/** A heart whose call is refused says why in the page's language: v1's text, else its own. */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { clientTexts } from '@/server/i18n';
import { Texts } from '../texts/Texts';
import { HeartButton } from './HeartButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The site's answers: signed out, no hearts yet, and `hearting` for the heart's own call. */
function site(hearting: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/bff/favoris/moto/') && init?.method === 'PUT') return hearting();
      if (url.includes('favoris/cles')) return Response.json({ cles: [] });
      return Response.json({ signedIn: false });
    }),
  );
}

function renderHeart(locale: Locale) {
  document.documentElement.lang = locale;
  render(
    <Texts locale={locale} namespaces={['card']}>
      <HeartButton kind="moto" id={12} titre="Yamaha MT-07" />
    </Texts>,
  );
  return screen.getByRole('button');
}

describe('HeartButton', () => {
  it('on an Arabic page, an answer without v1’s text (a proxy’s 502) is told in Arabic, and the heart is put back', async () => {
    site(() => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const heart = renderHeart('ar');
    await userEvent.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent(clientTexts('ar', 'card').favouriteFailed);
    expect(screen.getByRole('alert').textContent).not.toMatch(/[a-z]{3}/i);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows v1’s text as the BFF gave it', async () => {
    site(() => Response.json({ error: 'Vous avez atteint le nombre maximal de favoris.', code: 'favourite.limit' }, { status: 409 }));
    const heart = renderHeart('fr');
    await userEvent.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez atteint le nombre maximal de favoris.');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
