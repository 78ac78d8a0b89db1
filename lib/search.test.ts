import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from './search-limits';
import {
  LAST_REACHABLE_PAGE,
  activeFilters,
  defaultOrder,
  equipementQuery,
  filtersToQuery,
  hasNarrowingFilter,
  motoQuery,
  parseListingFilters,
} from './search';
import { homeSearchUrl, type HomeSearchFields } from './home-search';

const empty: HomeSearchFields = { marque: '', modele: '', prixmin: '', prixmax: '', ville: '', cylindreeMin: '', cylindreeMax: '', categorie: '' };

describe('homeSearchUrl', () => {
  it('sends a moto search to /annonce/moto with the spec parameters and page=1', () => {
    expect(
      homeSearchUrl('moto', {
        ...empty,
        marque: 'Yamaha',
        modele: 'MT-07',
        prixmin: '20000',
        prixmax: '80000',
        ville: 'Fès',
        cylindreeMin: '300',
        cylindreeMax: '700',
        categorie: 'ignored',
      }),
    ).toBe('/annonce/moto?marque=Yamaha&modele=MT-07&prixmin=20000&prixmax=80000&ville=F%C3%A8s&page=1&cylindreeMin=300&cylindreeMax=700');
  });

  it('sends the other types with their category instead of the engine size', () => {
    expect(homeSearchUrl('pneu', { ...empty, categorie: 'Pneus route', prixmax: '2000', cylindreeMin: '300' })).toBe(
      '/annonce/pneu?prixmax=2000&page=1&categorie=Pneus+route',
    );
    expect(homeSearchUrl('equipement-motard', empty)).toBe('/annonce/equipement-motard?page=1');
  });
});

describe('parseListingFilters', () => {
  it('reads the URL of a moto search, the API names too', () => {
    expect(
      parseListingFilters('moto', {
        marque: 'Yamaha',
        modele: ' MT ',
        ville: 'Fès',
        prixmin: '1000',
        cylindreemin: '300',
        cylindreeMax: '700',
        tri: 'prix_asc',
        page: '3',
      }),
    ).toEqual({
      marque: 'Yamaha',
      modele: 'MT',
      ville: 'Fès',
      prixmin: 1000,
      cylindreeMin: 300,
      cylindreeMax: 700,
      tri: 'prix_asc',
      page: 3,
    });
  });

  it('drops what makes no sense instead of failing', () => {
    expect(parseListingFilters('moto', { prixmin: 'abc', prixmax: '-3', page: '0', tri: 'hasard', marque: '' })).toEqual({ page: 1 });
    expect(parseListingFilters('moto', { page: '999999' }).page).toBe(LAST_REACHABLE_PAGE);
    expect(parseListingFilters('moto', { prixmin: '900', prixmax: '100' })).toMatchObject({ prixmin: 100, prixmax: 900 });
  });

  it('keeps only the filters of the type', () => {
    expect(parseListingFilters('pneu', { marque: 'Michelin', cylindreeMin: '300', categorie: 'Jantes', ville: 'Rabat' })).toEqual({
      categorie: 'Jantes',
      ville: 'Rabat',
      page: 1,
    });
    expect(parseListingFilters('moto', { categorie: 'Casques' })).toEqual({ page: 1 });
    expect(parseListingFilters('piece-rechange', { taille: '120-70-17' })).toEqual({ page: 1 });
  });

  it('reads a tyre size however it is written, as its key, and drops one that is not a size', () => {
    for (const written of ['120-70-17', '120/70 ZR17 58W', '120 70 17', '120/70-17'])
      expect(parseListingFilters('pneu', { taille: written })).toEqual({ taille: '120-70-17', page: 1 });
    expect(parseListingFilters('pneu', { taille: '3.00-21' })).toEqual({ taille: '3-00-21', page: 1 });
    for (const wrong of ['120/70', 'michelin', '999-70-17', '120-70-17<script>']) expect(parseListingFilters('pneu', { taille: wrong })).toEqual({ page: 1 });
  });
});

describe('what fits a motorcycle (my garage: compatible, annee, dabord)', () => {
  it('reads it on the lists of what fits motorcycles, and drops it elsewhere', () => {
    for (const type of ['piece-rechange', 'pneu', 'equipement-moto'] as const) {
      expect(parseListingFilters(type, { compatible: '12', annee: '2018', dabord: '1' })).toEqual({ page: 1, compatible: 12, annee: 2018, dabord: true });
    }
    expect(parseListingFilters('equipement-motard', { compatible: '12', annee: '2018', dabord: '1' })).toEqual({ page: 1 });
    expect(parseListingFilters('moto', { compatible: '12', annee: '2018' })).toEqual({ page: 1 });
  });

  it('takes a year or the fits-first order only with a model, and only a plausible year', () => {
    expect(parseListingFilters('piece-rechange', { annee: '2018', dabord: '1' })).toEqual({ page: 1 });
    expect(parseListingFilters('piece-rechange', { compatible: '12', annee: '1900' })).toEqual({ page: 1, compatible: 12 });
    expect(parseListingFilters('piece-rechange', { compatible: '12', annee: '20188' })).toEqual({ page: 1, compatible: 12 });
    expect(parseListingFilters('piece-rechange', { compatible: '0', annee: '2018' })).toEqual({ page: 1 });
    expect(parseListingFilters('piece-rechange', { compatible: 'mt-07' })).toEqual({ page: 1 });
    expect(parseListingFilters('piece-rechange', { compatible: '12', dabord: 'oui' })).toEqual({ page: 1, compatible: 12 });
  });

  it('writes it in the URL and passes it to v1, a year without its model never', () => {
    const fits = parseListingFilters('piece-rechange', { compatible: '12', annee: '2018', dabord: '1', ville: 'Rabat' });
    expect(filtersToQuery(fits)).toBe('?ville=Rabat&compatible=12&annee=2018&dabord=1');
    expect(filtersToQuery({ ...fits, compatible: undefined })).toBe('?ville=Rabat');
    expect(equipementQuery('piece-rechange', fits)).toMatchObject({ type: 'piece', compatible: 12, annee: 2018, dabord: '1' });
    expect(equipementQuery('piece-rechange', { page: 1, compatible: 12 })).toMatchObject({ compatible: 12, annee: undefined, dabord: undefined });
    expect(hasNarrowingFilter({ page: 1, compatible: 12 })).toBe(true);
  });
});

describe('filtersToQuery and the v1 queries', () => {
  it('writes only what is set, page 1 left out', () => {
    expect(filtersToQuery({ marque: 'Harley-Davidson', ville: 'Fès', page: 1 })).toBe('?marque=Harley-Davidson&ville=F%C3%A8s');
    expect(filtersToQuery({ page: 2, tri: 'prix_desc' })).toBe('?tri=prix_desc&page=2');
    expect(filtersToQuery({ page: 1 })).toBe('');
  });

  it('says whether anything narrows the list', () => {
    expect(hasNarrowingFilter({ page: 4, tri: 'prix_asc' })).toBe(false);
    expect(hasNarrowingFilter({ page: 1, ville: 'Rabat' })).toBe(true);
  });

  it('turns filters into v1 queries', () => {
    expect(motoQuery({ page: 2, cylindreeMin: 125, marque: 'Honda' })).toMatchObject({ page: 2, limit: 20, marque: 'Honda', cylindreemin: 125 });
    expect(equipementQuery('piece-rechange', { page: 1, categorie: 'Freinage' })).toMatchObject({ type: 'piece', categorie: 'Freinage', page: 1 });
    expect(equipementQuery('pneu', { page: 1, taille: '180-55-17' })).toMatchObject({ type: 'pneu', taille: '180-55-17' });
    expect(filtersToQuery({ categorie: 'Pneus route', taille: '180-55-17', ville: 'Rabat', page: 1 })).toBe(
      '?categorie=Pneus+route&taille=180-55-17&ville=Rabat',
    );
    expect(hasNarrowingFilter({ page: 1, taille: '180-55-17' })).toBe(true);
  });
});

describe('words in a list (q)', () => {
  it('keeps the words on every type, trimmed and cut at the longest search', () => {
    expect(parseListingFilters('pneu', { q: '  michelin 120/70 ' })).toEqual({ q: 'michelin 120/70', page: 1 });
    expect(parseListingFilters('moto', { q: 'x'.repeat(MAX_SEARCH_LENGTH + 50) }).q).toHaveLength(MAX_SEARCH_LENGTH);
    expect(parseListingFilters('moto', { q: '   ' })).toEqual({ page: 1 });
    expect(hasNarrowingFilter({ page: 1, q: 'tmax' })).toBe(true);
  });

  it('sorts by pertinence while there are words, by date otherwise, and leaves the default out of the URL', () => {
    expect(defaultOrder({ q: 'tmax' })).toBe('pertinence');
    expect(defaultOrder({})).toBe('recent');
    expect(parseListingFilters('moto', { q: 'tmax', tri: 'pertinence' })).toEqual({ q: 'tmax', page: 1 });
    expect(parseListingFilters('moto', { q: 'tmax', tri: 'recent' })).toEqual({ q: 'tmax', tri: 'recent', page: 1 });
    // Without words there is nothing to be pertinent to.
    expect(parseListingFilters('moto', { tri: 'pertinence' })).toEqual({ page: 1 });
    expect(parseListingFilters('moto', { tri: 'recent' })).toEqual({ page: 1 });
  });

  it('writes the words first in the URL and passes them to v1', () => {
    expect(filtersToQuery({ q: 'yamaha tmax', ville: 'Rabat', page: 1 })).toBe('?q=yamaha+tmax&ville=Rabat');
    expect(motoQuery({ q: 'tmax', page: 1 })).toMatchObject({ q: 'tmax' });
    expect(equipementQuery('equipement-motard', { q: 'casque shoei', page: 1 })).toMatchObject({ q: 'casque shoei', type: 'motard' });
  });

  it('lists the filters an empty search may drop, the words apart, each named by the labeller', () => {
    const label = (key: string, value: string | number) => `${key}=${value}`;
    expect(
      activeFilters({ q: 'tmax', marque: 'Yamaha', ville: 'Fès', prixmax: 50000, cylindreeMin: 125, kilometragemax: 30000, tri: 'prix_asc', page: 2 }, label),
    ).toEqual([
      { key: 'marque', label: 'marque=Yamaha' },
      { key: 'ville', label: 'ville=Fès' },
      { key: 'prixmax', label: 'prixmax=50000' },
      { key: 'kilometragemax', label: 'kilometragemax=30000' },
      { key: 'cylindreeMin', label: 'cylindreeMin=125' },
    ]);
    expect(activeFilters({ q: 'tmax', page: 1 }, label)).toEqual([]);
  });
});
