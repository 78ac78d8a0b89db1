/** A pack in each language: the team's name in either, else its days in Arabic; its description; what a day costs in both. */
import { describe, expect, it } from 'vitest';
import { packDescriptionIn, packNameIn, packPerDayIn } from './pack-name';

describe('a sponsoring pack', () => {
  it('keeps the team’s name in each language, and is named by its days in Arabic without one', () => {
    expect(packNameIn('fr', { nom: 'Pack Découverte', nom_ar: 'باقة الاكتشاف' }, 7)).toBe('Pack Découverte');
    expect(packNameIn('ar', { nom: 'Pack Découverte', nom_ar: 'باقة الاكتشاف' }, 7)).toBe('باقة الاكتشاف');
    expect(packNameIn('fr', { nom: null, nom_ar: null }, 7)).toBeNull();
    expect(packNameIn('ar', { nom: 'Pack Découverte', nom_ar: null }, 7)).toBe('باقة 7 أيام');
    expect(packNameIn('ar', { nom: null, nom_ar: null }, 30)).toBe('باقة 30 يومًا');
  });

  it('gives its description in a language only when written in it', () => {
    expect(packDescriptionIn('fr', { description: 'Une semaine en tête.', description_ar: 'أسبوع في المقدمة.' })).toBe('Une semaine en tête.');
    expect(packDescriptionIn('ar', { description: 'Une semaine en tête.', description_ar: 'أسبوع في المقدمة.' })).toBe('أسبوع في المقدمة.');
    expect(packDescriptionIn('ar', { description: 'Une semaine en tête.', description_ar: null })).toBeNull();
    expect(packDescriptionIn('fr', { description: '', description_ar: null })).toBeNull();
  });

  it('says what a day costs, in whole dirhams', () => {
    expect(packPerDayIn('fr', { prix: 49, nbr_jour: 7 })).toBe('7 jours · 7\u00a0Dh par jour');
    expect(packPerDayIn('ar', { prix: 89, nbr_jour: 15 })).toBe('15 يومًا · 6\u00a0درهم لليوم');
  });
});
