import { describe, expect, it } from 'vitest';
import type { ListPageRequest } from '@/lib/listing-pages';
import { filteredTitle, listMetadata, filterLabeller } from './list-copy';

const request = (over: Partial<ListPageRequest>): ListPageRequest => ({
  urlType: 'moto',
  basePath: '/motos-a-vendre',
  namesChecked: true,
  filters: { page: 1 },
  locale: 'fr',
  ...over,
});

describe('listMetadata', () => {
  it('indexes only the searches our links make, with names checked; never prints an unchecked name', () => {
    const linked = listMetadata(request({ filters: { marque: 'Yamaha', ville: 'Fès', page: 1 } }));
    expect(linked).toMatchObject({ title: 'Motos Yamaha à vendre à Fès' });
    expect(linked.robots).toBeUndefined();
    expect(listMetadata(request({ filters: { marque: 'Yamaha', prixmax: 20000, page: 1 } })).robots).toEqual({ index: false, follow: true });
    const unchecked = listMetadata(request({ namesChecked: false, filters: { marque: 'Visitez arnaque-site', page: 1 } }));
    expect(unchecked.title).toBe('Motos à vendre au Maroc : occasions et neuves');
    expect(unchecked.robots).toEqual({ index: false, follow: true });
  });

  it('keeps a search by words out of the index', () => {
    expect(listMetadata(request({ filters: { q: 'tmax', marque: 'Yamaha', page: 1 } })).robots).toEqual({ index: false, follow: true });
  });

  it('gives each language its canonical address and both as hreflang alternates', () => {
    const arabic = listMetadata(request({ locale: 'ar', basePath: '/ar/motos-a-vendre', filters: { marque: 'Yamaha', page: 2, tri: 'prix_asc' } }));
    expect(arabic.title).toBe('دراجات Yamaha النارية للبيع في المغرب – الصفحة 2');
    expect(arabic.alternates).toEqual({
      canonical: '/ar/motos-a-vendre?marque=Yamaha&page=2',
      languages: {
        'fr-MA': '/motos-a-vendre?marque=Yamaha&page=2',
        'ar-MA': '/ar/motos-a-vendre?marque=Yamaha&page=2',
        'x-default': '/motos-a-vendre?marque=Yamaha&page=2',
      },
    });
    expect(listMetadata(request({ urlType: 'pneu', basePath: '/annonce/pneu' })).alternates).toEqual({
      canonical: '/annonce/pneu',
      languages: { 'fr-MA': '/annonce/pneu', 'ar-MA': '/ar/annonce/pneu', 'x-default': '/annonce/pneu' },
    });
  });
});

describe('filteredTitle', () => {
  it('names the brand, the city and the page in each language', () => {
    expect(filteredTitle('fr', 'moto', { ville: 'Rabat', page: 1 })).toBe('Motos à vendre à Rabat');
    expect(filteredTitle('fr', 'pneu', { ville: 'Rabat', page: 3 })).toBe('Pneus à Rabat – page 3');
    expect(filteredTitle('ar', 'pneu', { ville: 'Rabat', page: 1 })).toBe('العجلات في الرباط');
    expect(filteredTitle('ar', 'moto', { marque: 'Honda', ville: 'Fès', page: 1 })).toBe('دراجات Honda النارية للبيع في فاس');
  });
});

describe('filterLabeller', () => {
  it('names a filter as the French pages did, and in Arabic', () => {
    const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
    const french = filterLabeller('fr');
    expect([french('marque', 'Yamaha'), spaces(french('prixmax', 50000)), spaces(french('kilometragemax', 30000)), french('cylindreeMin', 125)]).toEqual([
      'Yamaha',
      'Prix ≤ 50 000 Dh',
      '≤ 30 000 km',
      '≥ 125 cm³',
    ]);
    expect(french('modele', 'MT-07')).toBe('Modèle MT-07');
    const arabic = filterLabeller('ar');
    expect(spaces(arabic('prixmin', 20000))).toBe('الثمن ≥ 20 000 درهم');
    expect(arabic('modele', 'MT-07')).toBe('موديل MT-07');
    expect(arabic('ville', 'Fès')).toBe('فاس');
    expect(arabic('categorie', 'Casques')).toBe('الخوذات');
    expect(arabic('categorie', 'Roadster')).toBe('رودستر');
    expect(french('categorie', 'Casques')).toBe('Casques');
  });

  it('names the motorcycle of a compatible filter when the page knows it, its number otherwise', () => {
    expect(filterLabeller('fr', 'Yamaha MT-07 2018')('compatible', 7)).toBe('Compatible Yamaha MT-07 2018');
    expect(filterLabeller('fr')('compatible', 7)).toBe('Compatible modèle n° 7');
    expect(filterLabeller('ar', 'Yamaha MT-07')('compatible', 7)).toBe('متوافق مع Yamaha MT-07');
  });
});
