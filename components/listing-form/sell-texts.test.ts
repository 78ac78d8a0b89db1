/**
 * The posting form in Arabic: every code it can show (its own checks', its schema's, the photo
 * upload's, v1's about the database) has its Arabic text, and the form's texts fill in.
 */
import { describe, expect, it } from 'vitest';
import { LISTING_FORM_ERRORS, SELL_FORM_ERROR_TABLES } from '@/lib/listing-form';
import { EquipementListingInput, LISTING_ERRORS, MotoListingInput } from '@/lib/schemas/listing-write';
import { PICTURE_ERRORS } from '@/lib/uploads';
import { clientTexts, errorTranslations } from '@/server/i18n';

/** What the schemas say about blank, malformed, too small and too large fields. */
function schemaMessages(): string[] {
  const bad: Record<string, unknown>[] = [
    { titre: '', description: '', prix: 'abc', ville: '', neuf: 'x', marque: '', modele: '', model: 'x', kilometrage: 'x', cylindre: 'x', categorie_moto: 'x' },
    {
      titre: 'a',
      description: 'voir www.site.com',
      prix: -5,
      ville: 'v'.repeat(200),
      marque: 'm'.repeat(200),
      modele: 'm'.repeat(200),
      model: 1800,
      kilometrage: -1,
      cylindre: 99999,
      photo1: 'http://x',
      autre: 1,
    },
    { titre: 't'.repeat(300), description: 'd'.repeat(5000), prix: 1e12, model: 2999, kilometrage: 1e9, cylindre: 0 },
  ];
  const messages = bad.flatMap((input) => [
    ...(MotoListingInput.safeParse(input).error?.issues ?? []),
    ...(EquipementListingInput.safeParse({ ...input, type_equipement: 'zzz', idcategorie: 'x' }).error?.issues ?? []),
  ]);
  return [...new Set(messages.map((issue) => issue.message))];
}

describe('the posting form’s messages', () => {
  const arabic = errorTranslations('ar', SELL_FORM_ERROR_TABLES);

  it('each have an Arabic text', () => {
    // v1's answers (the daily limit's carries the role's number: the BFF translates it, bff-language.test), the form's own.
    // Not the daily limit: it carries the role's number, and the BFF gives its Arabic with it (bff-language.test).
    const notShownHere = new Set(['created', 'published', 'pendingReview', 'dailyLimit']);
    const database = Object.entries(LISTING_ERRORS).flatMap(([key, code]) => (notShownHere.has(key) ? [] : [code]));
    const shown = [
      ...schemaMessages(),
      ...Object.values(LISTING_FORM_ERRORS),
      ...Object.values(database),
      PICTURE_ERRORS.tooLarge,
      PICTURE_ERRORS.tooManyPixels,
      PICTURE_ERRORS.notPicture,
    ];
    expect(shown.length).toBeGreaterThan(25);
    expect(shown.filter((code) => !arabic[code])).toEqual([]);
  });

  it('read the model year’s bound from today', () => {
    expect(arabic[LISTING_ERRORS.annee]).toBe(`يجب أن تكون سنة الموديل بين 1950 و${new Date().getFullYear() + 1}.`);
  });

  it('keep the places the browser fills', () => {
    const texts = clientTexts('ar', 'sell');
    expect(texts.photoError).toBe('الصورة {n}: {error}');
    expect(texts.tooManyPhotos).toMatch(/\{max\}.*\{n\}|\{n\}.*\{max\}/);
    expect(texts.kinds.moto.label).toBe('دراجة نارية');
    expect(clientTexts('fr', 'sell').kinds['piece-rechange'].label).toBe('Pièce de rechange');
    expect(errorTranslations('fr', SELL_FORM_ERROR_TABLES)).toEqual({});
  });
});
