import { describe, expect, it } from 'vitest';
import { conditionIn, formatAmountIn, formatCylindreeIn, formatDateIn, formatDateTimeIn, formatKilometrageIn, formatNumber, formatPriceIn } from './format';

// Intl separates thousands with a narrow no-break space (U+202F) and the unit with U+00A0.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formats in both languages', () => {
  it('writes prices with Western digits and the unit of each language', () => {
    expect(spaces(formatPriceIn('fr', 45000))).toBe('45 000 Dh');
    expect(spaces(formatPriceIn('ar', 45000))).toBe('45 000 درهم');
    expect(formatPriceIn('ar', 45000)).not.toMatch(/[\u0660-\u0669]/);
    expect(formatPriceIn('ar', 45000)).toContain('\u00a0درهم');
  });

  it('says when there is no price, in each language', () => {
    expect(formatPriceIn('fr', null)).toBe('Prix non specifie');
    expect(formatPriceIn('ar', undefined)).toBe('الثمن غير محدد');
  });

  it('groups thousands the same way in both', () => {
    expect(spaces(formatNumber(1250000))).toBe('1 250 000');
  });

  it('dates cards dd/MM/y in French and with Morocco’s month names in Arabic', () => {
    // Midday: Node's time zone data differ on Morocco's offset, not on the day.
    expect(formatDateIn('fr', '2026-12-01T12:00:00Z')).toBe('01/12/2026');
    expect(formatDateIn('ar', '2026-12-01T12:00:00Z')).toBe('1 دجنبر 2026');
    expect(formatDateIn('ar', '2026-08-15T10:00:00Z')).toBe('15 غشت 2026');
    expect(formatDateIn('ar', new Date('2026-11-26T10:00:00Z'))).not.toMatch(/[\u0660-\u0669]/);
  });

  it('writes a receipt’s amount to the centime and a moment with its time, in each language', () => {
    expect(spaces(formatAmountIn('fr', 1490))).toBe('1 490,00 Dh');
    expect(spaces(formatAmountIn('ar', 1490))).toBe('1 490,00 درهم');
    expect(formatDateTimeIn('fr', '2026-12-01T12:00:00Z')).toMatch(/^01\/12\/2026 \d\d:00$/);
    // The hour depends on the time zone data (see above); the date and the 24-hour clock do not.
    expect(formatDateTimeIn('ar', '2026-12-01T12:00:00Z')).toMatch(/^1 دجنبر 2026 في \d\d:00$/);
  });

  it('writes mileage and condition in each language', () => {
    expect(spaces(formatKilometrageIn('fr', 15400)!)).toBe('15 400 km');
    expect(spaces(formatKilometrageIn('ar', 15400)!)).toBe('15 400 كلم');
    expect(formatKilometrageIn('ar', null)).toBeNull();
    expect([conditionIn('fr', 'moto', true), conditionIn('fr', 'equipement', true), conditionIn('fr', 'equipement', false)]).toEqual([
      'Neuve',
      'Neuf',
      'Occasion',
    ]);
    expect([conditionIn('ar', 'moto', true), conditionIn('ar', 'equipement', true), conditionIn('ar', 'moto', false)]).toEqual(['جديدة', 'جديد', 'مستعمل']);
  });

  it('isolate an engine size left to right in Arabic, where its Latin unit would pass before its number', () => {
    expect(formatCylindreeIn('fr', 162)).toBe('162\u00a0cm³');
    expect(formatCylindreeIn('ar', 162)).toBe('\u2066162\u00a0cm³\u2069');
    expect(formatCylindreeIn('ar', null)).toBeNull();
  });
});
