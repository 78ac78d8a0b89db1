// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPack } from '@/lib/schemas/admin-settings';
import { SponsoringSettings } from './SponsoringSettings';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const pack: AdminPack = {
  idpack: 4,
  nom: 'Boost 7 jours',
  description: 'Une semaine en tête.',
  nom_ar: null,
  description_ar: null,
  prix: 49,
  nbr_jour: 7,
  type: 'moto',
  actif: true,
  ordre: 1,
  ventes: 3,
};

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(pack), { status: 200 }));
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = () => JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body));

describe('SponsoringSettings', () => {
  it('names a pack in Arabic, typed right to left, and sends it with the rest', async () => {
    const user = userEvent.setup();
    render(<SponsoringSettings displayOn packs={[pack]} />);
    const row = screen.getByRole('form', { name: 'Pack Boost 7 jours (moto)' });
    const arabicName = within(row).getByLabelText('Nom en arabe');
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    await user.type(arabicName, 'دفعة 7 أيام');
    await user.type(within(row).getByLabelText('Description en arabe'), 'أسبوع في المقدمة.');
    await user.click(within(row).getByRole('button', { name: 'Enregistrer' }));
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/bff/packsponsoring/admin/4');
    expect(sent()).toEqual({
      nom: 'Boost 7 jours',
      description: 'Une semaine en tête.',
      nom_ar: 'دفعة 7 أيام',
      description_ar: 'أسبوع في المقدمة.',
      prix: 49,
      nbr_jour: 7,
    });
  });

  it('creates a pack with its Arabic texts, empty ones left to v1 to clear', async () => {
    const user = userEvent.setup();
    render(<SponsoringSettings displayOn packs={[]} />);
    await user.click(screen.getByText('+ Nouveau pack'));
    await user.type(screen.getByLabelText('Nom'), 'Premium 30 jours');
    await user.type(screen.getByLabelText('Prix (Dh)'), '149');
    await user.type(screen.getByLabelText('Jours'), '30');
    await user.click(screen.getByRole('button', { name: 'Créer le pack' }));
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/bff/packsponsoring/admin');
    expect(sent()).toMatchObject({ nom: 'Premium 30 jours', type: 'moto', prix: 149, nbr_jour: 30, nom_ar: '', description_ar: '' });
  });
});
