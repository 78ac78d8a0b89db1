import { describe, expect, it } from 'vitest';
import { countryIn } from './countries';

describe('countryIn', () => {
  it('keeps the French name in French and names the country in Arabic', () => {
    expect(countryIn('fr', 'Japon')).toBe('Japon');
    expect(countryIn('ar', 'Japon')).toBe('اليابان');
    expect(countryIn('ar', 'Italie')).toBe('إيطاليا');
    expect(countryIn('ar', 'États-Unis')).toBe('الولايات المتحدة');
    // As an admin may type it: without accents, in capitals.
    expect(countryIn('ar', 'COREE DU SUD')).toBe('كوريا الجنوبية');
  });

  it('shows nothing in Arabic for a name it does not know', () => {
    expect(countryIn('ar', 'Pays imaginaire')).toBeNull();
    expect(countryIn('ar', null)).toBeNull();
  });
});
