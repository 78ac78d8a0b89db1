import { describe, expect, it } from 'vitest';
import { cityNameIn } from './city-names';

describe('a city’s name', () => {
  it('is as stored in French, in Arabic where the reference data knows the city', () => {
    expect(cityNameIn('fr', 'Casablanca')).toBe('Casablanca');
    expect(cityNameIn('ar', 'Casablanca')).toBe('الدار البيضاء');
    expect(cityNameIn('ar', "M'diq")).toBe('المضيق');
    expect(cityNameIn('ar', 'Bouznika')).toBe('Bouznika');
    expect(cityNameIn('ar', null)).toBeNull();
  });
});
