import { describe, expect, it } from 'vitest';
import { adminListHref, adminPageSize, ageInWords, listingKey, parseListingKey } from './admin';
import { pageFromQuery } from './paging';

describe('back office helpers', () => {
  it('reads listing keys and page numbers from the address, refusing anything else', () => {
    expect(parseListingKey('moto-12')).toEqual({ kind: 'moto', id: 12 });
    expect(parseListingKey('equipement-3')).toEqual({ kind: 'equipement', id: 3 });
    for (const bad of ['voiture-1', 'moto-', 'moto-1x', undefined, null]) expect(parseListingKey(bad)).toBeNull();
    expect(listingKey({ kind: 'moto', id: 7 })).toBe('moto-7');
    expect([pageFromQuery('3'), pageFromQuery('0'), pageFromQuery('abc'), pageFromQuery(undefined), pageFromQuery(['2', '5'])]).toEqual([3, 1, 1, 1, 2]);
  });

  it('says how old an account is in French', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(ageInWords('2026-11-23T08:00:00Z', now)).toBe('aujourd’hui');
    expect(ageInWords('2026-11-22T08:00:00Z', now)).toBe('hier');
    expect(ageInWords('2026-11-13T12:00:00Z', now)).toBe('il y a 10 jours');
    expect(ageInWords('2026-08-23T12:00:00Z', now)).toBe('il y a 3 mois');
    expect(ageInWords('2023-11-01T12:00:00Z', now)).toBe('il y a 3 ans');
  });
});

describe('back office lists', () => {
  it('show 10 a page (the spec’s admin default) unless the admin picks 20 or 50', () => {
    expect([adminPageSize(undefined), adminPageSize('20'), adminPageSize('50'), adminPageSize('37'), adminPageSize('abc'), adminPageSize('1000')]).toEqual([
      10, 20, 50, 10, 10, 10,
    ]);
  });

  it('have addresses that leave out what is usual: page 1, 10 a page, values not set', () => {
    expect(adminListHref('/compte/admin/utilisateurs', { type: undefined, q: '', page: 1, limit: 10 })).toBe('/compte/admin/utilisateurs');
    expect(adminListHref('/compte/admin/utilisateurs', { type: 'boutique', q: 'atlas', page: 3, limit: 50 })).toBe(
      '/compte/admin/utilisateurs?type=boutique&q=atlas&page=3&limit=50',
    );
    expect(adminListHref('/compte/admin/messages', { lus: null, page: 2, limit: 10 })).toBe('/compte/admin/messages?page=2');
  });
});
