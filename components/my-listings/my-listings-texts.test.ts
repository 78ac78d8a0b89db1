/** Mes Annonces in Arabic: what its buttons can be answered has an Arabic text, and the texts fill in. */
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from '@/lib/api/browser';
import { fillText } from '@/lib/i18n/fill';
import { OWNER_ACTION_REFUSALS } from '@/lib/listing-states';
import { NOT_FOUND } from '@/server/api/messages';
import { MESSAGES } from '@/server/api/middleware/errors';
import { AUTH_MESSAGES } from '@/server/api/middleware/auth';
import { listingActionTexts } from './my-listings-texts';

describe('the owner’s buttons', () => {
  it('show v1’s answers to them in Arabic', () => {
    const { errors } = listingActionTexts('ar');
    const answers = [...Object.values(OWNER_ACTION_REFUSALS), NOT_FOUND.annonce, AUTH_MESSAGES.invalidToken, MESSAGES.unavailable, NETWORK_ERROR];
    expect(answers.filter((message) => !errors[message])).toEqual([]);
    expect(errors[OWNER_ACTION_REFUSALS.prolonger]).toBe('لا يُمدَّد إلا إعلان منشور أو منتهي الصلاحية.');
  });

  it('keep French as it is, and name the listing in either language', () => {
    const french = listingActionTexts('fr');
    expect(french.errors).toEqual({});
    expect(french.editHref).toBe('/compte/vendre');
    expect(fillText(french.markSoldLabel, { title: 'Yamaha MT-07' })).toBe('Marquer vendue « Yamaha MT-07 »');
    const arabic = listingActionTexts('ar');
    expect(arabic.editHref).toBe('/ar/compte/vendre');
    expect(fillText(arabic.soldQuestion, { title: 'Yamaha MT-07' })).toBe('سيغادر «Yamaha MT-07» الموقع ولن يمكن تعديله بعد ذلك. هل بعته بفضل MotoMaroc؟');
  });
});
