/** A pack in each language: the team's French name in French, its days in Arabic; what a day costs in both. */
import { describe, expect, it } from 'vitest';
import { packNameIn, packPerDayIn } from './pack-name';

describe('a sponsoring pack', () => {
  it('keeps its French name in French and is named by its days in Arabic', () => {
    expect(packNameIn('fr', 'Pack Découverte', 7)).toBe('Pack Découverte');
    expect(packNameIn('fr', null, 7)).toBeNull();
    expect(packNameIn('ar', 'Pack Découverte', 7)).toBe('باقة 7 أيام');
    expect(packNameIn('ar', null, 30)).toBe('باقة 30 يومًا');
  });

  it('says what a day costs, in whole dirhams', () => {
    expect(packPerDayIn('fr', { prix: 49, nbr_jour: 7 })).toBe('7 jours · 7\u00a0Dh par jour');
    expect(packPerDayIn('ar', { prix: 89, nbr_jour: 15 })).toBe('15 يومًا · 6\u00a0درهم لليوم');
  });
});
