import { describe, expect, it } from 'vitest';
import { canonicalFilters, internalListPath, listPageRequest, type ListVocabulary } from './listing-pages';

const VOCABULARY: ListVocabulary = { marques: ['Honda', 'Yamaha'], categories: ['Jantes', 'Pneus route'], villes: ['Fès', 'Casablanca'] };

const internal = (url: string, vocabulary: ListVocabulary | null = VOCABULARY) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return internalListPath(pathname, searchParams, vocabulary);
};

/** What the list route gets from Next for an internal path: its segments, encoded or decoded. */
const requestOf = (path: string, decoded: boolean, vocabulary: ListVocabulary | null = VOCABULARY) => {
  const [, , base, search] = path.split('/');
  return listPageRequest(base!, decoded ? decodeURIComponent(search!) : search!, vocabulary);
};

describe('internalListPath', () => {
  it('gives every way of writing one search the same cached path, names spelled as the site spells them', () => {
    const one = internal('/motos-a-vendre?ville=F%C3%A8s&marque=Honda&page=1&utm_source=x');
    expect(one).toBe('/liste/motos-a-vendre/marque%3DHonda%26ville%3DF%25C3%25A8s');
    expect(internal('/motos-a-vendre?marque=Honda&ville=F%C3%A8s')).toBe(one);
    expect(internal('/motos-a-vendre?marque=HONDA&ville=fes')).toBe(one);
    expect(internal('/motos-a-vendre?marque=Honda&ville=F%C3%A8s&prixmin=abc&tri=recent')).toBe(one);
  });

  it('keeps the list a URL names apart, and the whole list has its own key', () => {
    expect(internal('/motos-a-vendre')).toBe('/liste/motos-a-vendre/tout');
    expect(internal('/annonce/moto')).toBe('/liste/moto/tout');
    expect(internal('/annonce/pneu?categorie=jantes&marque=Honda&page=3')).toBe('/liste/pneu/categorie%3DJantes%26page%3D3');
    expect(internal('/annonce/moto?tri=prix_desc&page=4')).toBe('/liste/moto/tri%3Dprix_desc%26page%3D4');
  });

  it('sends what our links do not make to the uncached route, as typed', () => {
    expect(internal('/annonce/moto?cylindreemin=700&cylindreemax=300&tri=prix_desc')).toBe(
      '/liste-directe/moto/cylindreeMin%3D300%26cylindreeMax%3D700%26tri%3Dprix_desc',
    );
    expect(internal('/motos-a-vendre?marque=Honda&prixmax=20000')).toBe('/liste-directe/motos-a-vendre/marque%3DHonda%26prixmax%3D20000');
    expect(internal('/motos-a-vendre?marque=Honda&modele=CB500F')).toBe('/liste-directe/motos-a-vendre/marque%3DHonda%26modele%3DCB500F');
    expect(internal('/motos-a-vendre?marque=Visitez%20arnaque-site&ville=Zzz')).toBe(
      '/liste-directe/motos-a-vendre/marque%3DVisitez%2Barnaque-site%26ville%3DZzz',
    );
    // A tyre size is typed (its own page, /pneus/…, is the cached one), and read as its key.
    expect(internal('/annonce/pneu?taille=120%2F70%20ZR17&ville=fes')).toBe('/liste-directe/pneu/taille%3D120-70-17%26ville%3Dfes');
    // The site's names could not be read: nothing is cached on trust.
    expect(internal('/motos-a-vendre?marque=Honda', null)).toBe('/liste-directe/motos-a-vendre/marque%3DHonda');
  });

  it('leaves other paths alone', () => {
    expect(internal('/annonce/detail-moto')).toBeNull();
    expect(internal('/annonce/voitures')).toBeNull();
    expect(internal('/motos-neuves')).toBeNull();
  });
});

describe('listPageRequest', () => {
  it.each([true, false])('reads back the search of an internal path (segment decoded: %s)', (decoded) => {
    const request = requestOf(internal('/motos-a-vendre?marque=Honda&ville=F%C3%A8s&page=2')!, decoded);
    expect(request).toEqual({
      urlType: 'moto',
      basePath: '/motos-a-vendre',
      namesChecked: true,
      filters: { marque: 'Honda', ville: 'Fès', page: 2 },
      locale: 'fr',
    });
    expect(requestOf(internal('/annonce/equipement-motard')!, decoded)).toEqual({
      urlType: 'equipement-motard',
      basePath: '/annonce/equipement-motard',
      namesChecked: true,
      filters: { page: 1 },
      locale: 'fr',
    });
  });

  it('keeps an Arabic list’s links in Arabic', () => {
    expect(listPageRequest('motos-a-vendre', 'tout', VOCABULARY, 'ar')?.basePath).toBe('/ar/motos-a-vendre');
    expect(listPageRequest('pneu', 'tout', VOCABULARY, 'ar')?.basePath).toBe('/ar/annonce/pneu');
  });

  it('is null (a 404) for a name the site does not know, and for unknown lists', () => {
    expect(requestOf(internal('/motos-a-vendre?marque=Visitez%20arnaque-site&ville=Zzz')!, false)).toBeNull();
    expect(requestOf(internal('/motos-a-vendre?ville=Zzz')!, true)).toBeNull();
    expect(requestOf(internal('/annonce/pneu?categorie=Inventée')!, false)).toBeNull();
    expect(listPageRequest('voitures', 'tout', VOCABULARY)).toBeNull();
  });

  it('without the site’s names, keeps the search as typed but marks its names unchecked', () => {
    expect(requestOf('/liste-directe/moto/marque%3DHonda', false, null)).toMatchObject({ namesChecked: false, filters: { marque: 'Honda' } });
  });
});

describe('canonicalFilters', () => {
  it('spells names as the site does, and refuses unknown ones', () => {
    expect(canonicalFilters({ marque: 'yamaha', ville: 'CASABLANCA', page: 1 }, VOCABULARY)).toEqual({ marque: 'Yamaha', ville: 'Casablanca', page: 1 });
    expect(canonicalFilters({ marque: 'Yamahaa', page: 1 }, VOCABULARY)).toBeNull();
  });

  it('keeps a search by words out of the page cache, whatever else it has', () => {
    // Rendered for its visitor: each typed search would otherwise be a cache entry of its own.
    expect(internal('/motos-a-vendre?q=tmax')).toMatch(/^\/liste-directe\//);
    expect(internal('/motos-a-vendre?marque=Yamaha')).toMatch(/^\/liste\//);
  });
});
