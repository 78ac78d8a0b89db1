/** The profile form in Arabic: every message its own checks can show has its Arabic text. */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PHONE_VERIFICATION_MESSAGES, UpdateUserBody } from '@/lib/schemas/account';
import { RATE_LIMITS } from '@/server/api/rate-limits';
import { PICTURE_MESSAGES } from '@/lib/uploads';
import { messageTranslations } from '@/server/i18n';

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
      ACCOUNT_MESSAGES.phoneTaken,
      PICTURE_MESSAGES.tooLarge,
    ];
    expect(shown.length).toBeGreaterThan(6);
    const arabic = messageTranslations('ar');
    expect(shown.filter((message) => !arabic[message])).toEqual([]);
  });
});

describe('the phone verification’s messages', () => {
  it('each have an Arabic text (the one naming the number is written by the page itself)', () => {
    const shown = [...Object.values(PHONE_VERIFICATION_MESSAGES).filter((message) => typeof message === 'string'), RATE_LIMITS.phoneCodes.message];
    const arabic = messageTranslations('ar');
    expect(shown.filter((message) => !arabic[message])).toEqual([]);
  });
});
