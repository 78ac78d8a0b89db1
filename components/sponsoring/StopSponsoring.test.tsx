// @vitest-environment jsdom
/** Stopping a sponsoring in either language: its texts come from the page's stopSponsoring namespace. */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { Texts } from '../texts/Texts';
import { StopSponsoring } from './StopSponsoring';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(locale: Locale, running: boolean) {
  render(
    <Texts locale={locale} namespaces={['stopSponsoring']}>
      <StopSponsoring idsponsoring={7} titre="Yamaha MT-07" running={running} />
    </Texts>,
  );
}

describe('StopSponsoring', () => {
  it('names the listing and asks first, in French; nothing is sent when the person says no', async () => {
    const confirm = vi.fn(() => false);
    const fetch = vi.fn();
    vi.stubGlobal('confirm', confirm);
    vi.stubGlobal('fetch', fetch);
    renderButton('fr', true);
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver le sponsoring de « Yamaha MT-07 »' }));
    expect(confirm).toHaveBeenCalledWith('Arrêter le sponsoring de « Yamaha MT-07 » ? Il cesse tout de suite, sans remboursement des jours restants.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks Arabic on an Arabic page, and says so when the site cannot be reached', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    renderButton('ar', false);
    const button = screen.getByRole('button', { name: 'تعطيل ترويج «Yamaha MT-07»' });
    expect(button).toHaveTextContent('تعطيل');
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تعطيل الترويج.');
    expect(refresh).not.toHaveBeenCalled();
  });
});
