import { describe, expect, it } from 'vitest';
import type { SearchSuggestion } from './schemas/search';
import { suggestionHref } from './search-suggestions';

const suggestion = (fields: Partial<SearchSuggestion>): SearchSuggestion => ({
  genre: 'marque',
  libelle: 'Yamaha',
  libelle_ar: null,
  n: 10,
  marque: null,
  modele: null,
  slug: null,
  type: null,
  idcategorie: null,
  ...fields,
});

describe('suggestionHref', () => {
  it('opens a model with a page of its own on it, a smaller one in the moto list', () => {
    const mt07 = { genre: 'modele', libelle: 'Yamaha MT-07', marque: 'Yamaha', modele: 'MT-07', slug: 'mt-07', type: 'moto' } as const;
    expect(suggestionHref(suggestion({ ...mt07, n: 3 }))).toBe('/motos-a-vendre/yamaha/mt-07');
    expect(suggestionHref(suggestion({ ...mt07, n: 2 }))).toBe('/annonce/moto?marque=Yamaha&modele=MT-07');
    // The brand's key in the address is its name folded, as the model pages' are.
    expect(
      suggestionHref(suggestion({ ...mt07, libelle: 'Harley-Davidson Street 750', marque: 'Harley-Davidson', modele: 'Street 750', slug: 'street-750' })),
    ).toBe('/motos-a-vendre/harley-davidson/street-750');
  });

  it('opens a category in the list of its type, a brand in the search of every type', () => {
    expect(suggestionHref(suggestion({ genre: 'categorie', libelle: 'Casques', type: 'motard', idcategorie: 1 }))).toBe(
      '/annonce/equipement-motard?categorie=Casques',
    );
    expect(suggestionHref(suggestion({ genre: 'marque', libelle: 'Royal Enfield' }))).toBe('/recherche?q=Royal%20Enfield');
  });
});
