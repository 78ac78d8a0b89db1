// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Categorie, Marque, Ville } from '@/lib/schemas/reference';
import { ListingFilters } from './ListingFilters';

const marque = (idmarque: number, nom_marque: string): Marque => ({
  idmarque,
  nom_marque,
  slug: nom_marque.toLowerCase(),
  logo: null,
  types: ['moto'],
  afficher_accueil: true,
});
const marques = [marque(1, 'Honda'), marque(2, 'Yamaha'), marque(3, '<img src=x onerror=alert(1)>')];
const villes: Ville[] = [
  { idville: 1, nom: 'Casablanca', nom_ar: 'الدار البيضاء', region: 'Casablanca-Settat' },
  { idville: 2, nom: 'Fès', nom_ar: 'فاس', region: 'Fès-Meknès' },
];
const categories: Categorie[] = [{ idcategorie: 11, type: 'motard', nom_categorie: 'Casques', nom_ar: 'الخوذات' }];

afterEach(cleanup);

const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option') as HTMLOptionElement[];

describe('ListingFilters', () => {
  it('lists brands and cities with the search chosen, names kept as text', () => {
    render(
      <ListingFilters
        urlType="moto"
        filters={{ page: 1, marque: 'Yamaha', ville: 'Fès' }}
        action="/motos-a-vendre"
        marques={marques}
        categories={[]}
        villes={villes}
      />,
    );
    expect(optionsOf('Marque').map((o) => o.textContent)).toEqual(['Toutes les marques', 'Honda', 'Yamaha', '<img src=x onerror=alert(1)>']);
    expect(screen.getByLabelText('Marque')).toHaveValue('Yamaha');
    expect(optionsOf('Ville').map((o) => o.value)).toEqual(['', 'Casablanca', 'Fès']);
    expect(screen.getByLabelText('Ville')).toHaveValue('Fès');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows every brand and city when none is chosen, and categories for equipment', () => {
    render(
      <ListingFilters
        urlType="equipement-motard"
        filters={{ page: 1, categorie: 'Casques' }}
        action="/annonce/equipement-motard"
        marques={[]}
        categories={categories}
        villes={villes}
      />,
    );
    expect(screen.queryByLabelText('Marque')).toBeNull();
    expect(optionsOf('Catégorie').map((o) => o.textContent)).toEqual(['Toutes les catégories', 'Casques']);
    expect(screen.getByLabelText('Catégorie')).toHaveValue('Casques');
    expect(screen.getByLabelText('Ville')).toHaveValue('');
  });
});
