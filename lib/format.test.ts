import { describe, expect, it } from 'vitest';
import { formatCylindree, formatDateMedium, formatDateShort, formatKilometrage, formatPrice, moroccoDay, moroccoDayStart } from './format';

// Intl writes French thousands with a narrow no-break space (U+202F).
const nnbsp = '\u202f';

describe('French formatting', () => {
  it('prints prices in Dh with French grouping, or the spec text when there is none', () => {
    expect(formatPrice(45_000)).toBe(`45${nnbsp}000\u00a0Dh`);
    expect(formatPrice(1_250_000)).toBe(`1${nnbsp}250${nnbsp}000\u00a0Dh`);
    expect(formatPrice(0)).toBe('0\u00a0Dh');
    expect(formatPrice(null)).toBe('Prix non specifie');
    expect(formatPrice(undefined)).toBe('Prix non specifie');
  });

  it('prints dates as dd/MM/y and d MMM y in Morocco', () => {
    expect(formatDateShort('2026-03-05T10:00:00Z')).toBe('05/03/2026');
    expect(formatDateMedium('2026-03-05T10:00:00Z')).toBe('5 mars 2026');
    expect(formatDateMedium(new Date('2026-11-21T12:00:00Z'))).toBe('21 nov. 2026');
    // 23:30 UTC on 31 Dec is already 1 Jan in Casablanca (UTC+1 then). Dates here are from before
    // 2026-09-20, when Morocco went back to UTC+0 for good (tz database 2026c): a runtime with
    // older time zone data must pass too.
    expect(formatDateShort('2025-12-31T23:30:00Z')).toBe('01/01/2026');
  });

  it('prints mileage and engine size', () => {
    expect(formatKilometrage(15_400)).toBe(`15${nnbsp}400\u00a0km`);
    expect(formatCylindree(689)).toBe('689\u00a0cm³');
    expect(formatKilometrage(null)).toBeNull();
    expect(formatCylindree(undefined)).toBeNull();
  });
});

describe('Morocco days for date fields', () => {
  it('start at midnight in Morocco, UTC+1 most of the year and UTC+0 during Ramadan', () => {
    // Before 2026-09-20, when Morocco went back to UTC+0 for good (tz database 2026c).
    expect(moroccoDayStart('2025-11-23')).toBe('2025-11-22T23:00:00.000Z');
    expect(moroccoDayStart('2026-03-01')).toBe('2026-03-01T00:00:00.000Z');
    expect(moroccoDay('2025-11-22T23:30:00.000Z')).toBe('2025-11-23');
    expect(moroccoDay(moroccoDayStart('2026-03-01'))).toBe('2026-03-01');
  });
});
