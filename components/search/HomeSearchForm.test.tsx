// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Marque, Ville } from '@/lib/schemas/reference';
import { HomeSearchForm } from './HomeSearchForm';
import { Texts } from '../texts/Texts';
import { cityChoicesIn } from '@/server/reference-names';
import type { Locale } from '@/lib/i18n/locales';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const marque = (idmarque: number, nom_marque: string): Marque => ({
  idmarque,
  nom_marque,
  slug: nom_marque.toLowerCase(),
  logo: null,
  types: ['moto'],
  afficher_accueil: true,
});
const villes: Ville[] = [
  { idville: 1, nom: 'Casablanca', nom_ar: 'الدار البيضاء', region: 'Casablanca-Settat' },
  { idville: 2, nom: 'Fès', nom_ar: 'فاس', region: 'Fès-Meknès' },
];
const categories = {
  pneu: [
    { idcategorie: 31, type: 'pneu', nom_categorie: 'Pneus route', nom_ar: 'عجلات الطريق' },
    { idcategorie: 32, type: 'pneu', nom_categorie: 'Jantes', nom_ar: 'الجنوط' },
    // one an admin added: no Arabic name yet
    { idcategorie: 33, type: 'pneu', nom_categorie: 'Valves', nom_ar: null },
  ],
  motard: [{ idcategorie: 11, type: 'motard', nom_categorie: 'Casques', nom_ar: 'الخوذات' }],
};

const fetchMock = vi.fn(async (url: string) => {
  const match = /categories\/(\w+)$/.exec(url);
  if (match) return new Response(JSON.stringify(categories[match[1] as keyof typeof categories] ?? []));
  if (url.includes('/marque')) return new Response(JSON.stringify([marque(1, 'Yamaha'), marque(2, 'Honda'), marque(3, 'Kawasaki')]));
  return new Response('{}', { status: 404 });
});

beforeEach(() => {
  push.mockReset();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(locale: Locale = 'fr') {
  const user = userEvent.setup();
  render(
    <Texts locale={locale} namespaces={['homeForm', 'brandBox', 'listingTypes']}>
      <HomeSearchForm initialMarques={['Yamaha', 'Honda']} villes={cityChoicesIn(locale, villes)} />
    </Texts>,
  );
  return user;
}

describe('HomeSearchForm', () => {
  it('builds the moto search URL of the spec', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Marque' }), 'yam');
    await user.click(screen.getByRole('option', { name: 'Yamaha' }));
    await user.type(screen.getByLabelText('Modèle'), 'MT-07');
    await user.type(screen.getByLabelText('Prix min (Dh)'), '20000');
    await user.type(screen.getByLabelText('Prix max (Dh)'), '80000');
    await user.selectOptions(screen.getByLabelText('Ville'), 'Fès');
    await user.type(screen.getByLabelText('Cylindrée min'), '300');
    await user.type(screen.getByLabelText('Cylindrée max'), '700');
    await user.click(screen.getByRole('button', { name: /Rechercher/ }));
    expect(push).toHaveBeenCalledWith(
      '/annonce/moto?marque=Yamaha&modele=MT-07&prixmin=20000&prixmax=80000&ville=F%C3%A8s&page=1&cylindreeMin=300&cylindreeMax=700',
    );
  });

  it('filters the brands by the text typed', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Marque' }), 'HON');
    const list = screen.getByRole('listbox', { name: 'Marques' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toutes les marques', 'Honda']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Marque' })).toHaveValue('Honda');
  });

  it('switching type loads its categories and clears brand, model, prices and city', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Marque' }), 'Yamaha');
    await user.click(screen.getByRole('option', { name: 'Yamaha' }));
    await user.type(screen.getByLabelText('Modèle'), 'MT-07');
    await user.type(screen.getByLabelText('Prix min (Dh)'), '1000');
    await user.type(screen.getByLabelText('Prix max (Dh)'), '9000');
    await user.selectOptions(screen.getByLabelText('Ville'), 'Casablanca');

    await user.click(screen.getByRole('radio', { name: 'Pneu' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/bff/equipement/categories/pneu', expect.anything());
    await waitFor(() => expect(screen.getByRole('option', { name: 'Jantes' })).toBeInTheDocument());
    expect(screen.queryByRole('combobox', { name: 'Marque' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Prix min (Dh)')).toHaveValue(null);
    expect(screen.getByLabelText('Prix max (Dh)')).toHaveValue(null);
    expect(screen.getByLabelText('Ville')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Jantes');
    await user.click(screen.getByRole('button', { name: /Rechercher/ }));
    expect(push).toHaveBeenLastCalledWith('/annonce/pneu?page=1&categorie=Jantes');

    await user.click(screen.getByRole('radio', { name: 'Motos' }));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/bff/marque?type=moto', expect.anything());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Marque' })).toHaveValue(''));
    expect(screen.getByLabelText('Modèle')).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: 'Marque' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kawasaki' })).toBeInTheDocument());
  });

  it('a category chosen for one type does not follow to another', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Pneu' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Jantes' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Jantes');
    await user.click(screen.getByRole('radio', { name: 'Equipement Motard' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Casques' })).toBeInTheDocument());
    expect(screen.getByLabelText('Catégorie')).toHaveValue('');
  });

  it('says so when the categories cannot be loaded', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 503 }));
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Piece de Rechange' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Les catégories n’ont pas pu être chargées.');
  });

  it('names cities and categories in Arabic on an Arabic page, and searches by their stored names', async () => {
    const user = renderForm('ar');
    const cities = within(screen.getByLabelText('المدينة')).getAllByRole('option') as HTMLOptionElement[];
    expect(cities.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'كل المغرب'],
      ['Casablanca', 'الدار البيضاء'],
      ['Fès', 'فاس'],
    ]);
    await user.selectOptions(screen.getByLabelText('المدينة'), 'فاس');
    await user.click(screen.getByRole('radio', { name: 'العجلات' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'الجنوط' })).toBeInTheDocument());
    // An admin's category without an Arabic name keeps its own.
    expect(screen.getByRole('option', { name: 'Valves' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Jantes' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('الفئة'), 'الجنوط');
    await user.selectOptions(screen.getByLabelText('المدينة'), 'الدار البيضاء');
    await user.click(screen.getByRole('button', { name: /بحث/ }));
    expect(push).toHaveBeenLastCalledWith('/ar/annonce/pneu?ville=Casablanca&page=1&categorie=Jantes');
  });

  it('submits with the keyboard too', () => {
    renderForm();
    fireEvent.submit(screen.getByRole('form', { name: 'Rechercher une annonce' }));
    expect(push).toHaveBeenCalledWith('/annonce/moto?page=1');
  });
});
