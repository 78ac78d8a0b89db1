/** The profile form in Arabic: every message its own checks can show has its Arabic text. */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  PHONE_VERIFICATION_ERROR_TABLES,
  PHONE_VERIFICATION_ERRORS,
  PHONE_VERIFICATION_MESSAGES,
  PROFILE_FORM_ERROR_TABLES,
  UpdateUserBody,
} from '@/lib/schemas/account';
import { RATE_LIMIT_ERRORS } from '@/server/api/rate-limits';
import { PICTURE_ERRORS } from '@/lib/uploads';
import { errorTranslations, translatedError } from '@/server/i18n';

describe('the profile form’s messages', () => {
  it('each have an Arabic text', () => {
    const bad = [
      {
        nom: '',
        prenom: 'p'.repeat(200),
        telephone: 'abc',
        ville: 'x',
        nom_entreprise: 'e'.repeat(200),
        description: 'd'.repeat(3000),
        adresse: 'a'.repeat(300),
      },
      { nom: ' ', prenom: '', telephone: '', ville: 'x' },
    ];
    const shown = [
      ...new Set(bad.flatMap((body) => (UpdateUserBody.safeParse(body).error?.issues ?? []).map((issue) => issue.message))),
      ACCOUNT_ERRORS.phoneTaken,
      PICTURE_ERRORS.tooLarge,
    ];
    expect(shown.length).toBeGreaterThan(6);
    const arabic = errorTranslations('ar', PROFILE_FORM_ERROR_TABLES);
    expect(shown.filter((code) => !arabic[code])).toEqual([]);
  });
});

describe('the phone verification’s messages', () => {
  it('each have an Arabic text (the one naming the number is written by the page itself)', () => {
    const refusals = Object.entries(PHONE_VERIFICATION_ERRORS).flatMap(([key, code]) => (key === 'sent' ? [] : [code]));
    const arabic = errorTranslations('ar', PHONE_VERIFICATION_ERROR_TABLES);
    expect(refusals.filter((code) => !arabic[code])).toEqual([]);
    // v1's limit on codes comes through the BFF, which gives its Arabic.
    expect(translatedError('ar', RATE_LIMIT_ERRORS.phoneCodes)).toBeTruthy();
    expect(PHONE_VERIFICATION_MESSAGES.sent({ phone: '06' })).toContain('06');
  });
});
