import { describe, expect, it } from 'vitest';
import { cachedListPath, listPageRequest } from './listing-pages';

const internal = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return cachedListPath(pathname, searchParams);
};

/** What the list route gets from Next for an internal path: its segments, encoded or decoded. */
const requestOf = (path: string, decoded: boolean) => {
  const [, , base, search] = path.split('/');
  return listPageRequest(base!, decoded ? decodeURIComponent(search!) : search!);
};

describe('cachedListPath', () => {
  it('gives every way of writing one search the same internal path', () => {
    const one = internal('/motos-a-vendre?ville=F%C3%A8s&marque=Honda&page=1&utm_source=x');
    expect(one).toBe('/liste/motos-a-vendre/marque%3DHonda%26ville%3DF%25C3%25A8s');
    expect(internal('/motos-a-vendre?marque=Honda&ville=F%C3%A8s')).toBe(one);
    expect(internal('/motos-a-vendre?marque=Honda&ville=F%C3%A8s&prixmin=abc&tri=recent')).toBe(one);
  });

  it('keeps the list a URL names apart, and the whole list has its own key', () => {
    expect(internal('/motos-a-vendre')).toBe('/liste/motos-a-vendre/tout');
    expect(internal('/annonce/moto')).toBe('/liste/moto/tout');
    expect(internal('/annonce/pneu?categorie=Jantes&marque=Honda&page=3')).toBe('/liste/pneu/categorie%3DJantes%26page%3D3');
    expect(internal('/annonce/moto?cylindreemin=700&cylindreemax=300&tri=prix_desc')).toBe('/liste/moto/cylindreeMin%3D300%26cylindreeMax%3D700%26tri%3Dprix_desc');
  });

  it('leaves other paths alone', () => {
    expect(internal('/annonce/detail-moto')).toBeNull();
    expect(internal('/annonce/voitures')).toBeNull();
    expect(internal('/motos-neuves')).toBeNull();
  });
});

describe('listPageRequest', () => {
  it.each([true, false])('reads back the search of an internal path (segment decoded: %s)', (decoded) => {
    const request = requestOf(internal('/motos-a-vendre?marque=Honda%25&ville=F%C3%A8s&page=2')!, decoded);
    expect(request).toEqual({ urlType: 'moto', basePath: '/motos-a-vendre', filters: { marque: 'Honda%', ville: 'Fès', page: 2 } });
    expect(requestOf(internal('/annonce/equipement-motard')!, decoded)).toEqual({ urlType: 'equipement-motard', basePath: '/annonce/equipement-motard', filters: { page: 1 } });
  });

  it('refuses unknown lists', () => {
    expect(listPageRequest('voitures', 'tout')).toBeNull();
  });
});
