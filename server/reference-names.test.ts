import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './db/seed/reference-data';
import { categoryNameIn, cityNameIn } from './reference-names';

describe('a city’s name', () => {
  it('is as stored in French, in Arabic where the reference data knows the city', () => {
    expect(cityNameIn('fr', 'Casablanca')).toBe('Casablanca');
    expect(cityNameIn('ar', 'Casablanca')).toBe('الدار البيضاء');
    expect(cityNameIn('ar', "M'diq")).toBe('المضيق');
    expect(cityNameIn('ar', 'Bouznika')).toBe('Bouznika');
    expect(cityNameIn('ar', null)).toBeNull();
  });
});

describe('an equipment category’s name', () => {
  it('is in Arabic for every category of the reference data, and as stored in French', () => {
    for (const nom of Object.values(CATEGORIES).flat())
      expect({ nom, arabic: /^[\u0600-\u06ff\s]+$/.test(categoryNameIn('ar', nom)) }).toEqual({ nom, arabic: true });
    expect(categoryNameIn('ar', 'Casques')).toBe('الخوذات');
    expect(categoryNameIn('fr', 'Casques')).toBe('Casques');
    expect(categoryNameIn('ar', 'Autre chose')).toBe('Autre chose');
  });
});

describe('a moto’s category', () => {
  it('is named in each language when it is one of ours, and left as written otherwise', () => {
    expect(categoryNameIn('fr', 'Scooter')).toBe('Scooter');
    expect(categoryNameIn('ar', 'Scooter')).toBe('سكوتر');
    expect(categoryNameIn('ar', 'Routière')).toBe('دراجة سفر');
    expect(categoryNameIn('ar', 'Quad')).toBe('Quad');
    expect(categoryNameIn('ar', null)).toBeNull();
  });
});
