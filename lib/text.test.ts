import { describe, expect, it } from 'vitest';
import { findByName, foldName } from './text';

describe('foldName', () => {
  it('ignores case, accents and separators', () => {
    expect(foldName('Fès')).toBe('fes');
    expect(foldName('  Béni   Mellal ')).toBe('beni-mellal');
    expect(foldName('Harley-Davidson')).toBe(foldName('harley davidson'));
    expect(foldName("M'diq")).toBe('m-diq');
    expect(foldName('Akrapovič')).toBe('akrapovic');
    expect(foldName('Laâyoune')).toBe(foldName('LAAYOUNE'));
  });
});

describe('findByName', () => {
  it('finds an item whatever the case and accents', () => {
    const cities = [{ nom: 'Fès' }, { nom: 'Béni Mellal' }];
    expect(findByName(cities, (c) => c.nom, 'fes')).toEqual({ nom: 'Fès' });
    expect(findByName(cities, (c) => c.nom, 'beni-mellal')).toEqual({ nom: 'Béni Mellal' });
    expect(findByName(cities, (c) => c.nom, 'Rabat')).toBeUndefined();
    expect(findByName(cities, (c) => c.nom, undefined)).toBeUndefined();
  });
});
