/** Mes Annonces in Arabic: the buttons' texts fill in, in either language. */
import { describe, expect, it } from 'vitest';
import { CONNECTION_ERRORS } from '@/lib/api/refusal';
import { errorText } from '@/lib/errors';
import { fillText } from '@/lib/i18n/fill';
import { clientTexts, errorTranslations } from '@/server/i18n';

describe('the owner’s buttons', () => {
  it('keep French as it is, and name the listing in either language', () => {
    const french = clientTexts('fr', 'listingActions');
    expect(fillText(french.markSoldLabel, { title: 'Yamaha MT-07' })).toBe('Marquer vendue « Yamaha MT-07 »');
    expect(errorText(errorTranslations('fr', ['connection']), CONNECTION_ERRORS.network)).toBe(
      'Connexion impossible. Vérifiez votre connexion internet et réessayez.',
    );
    const arabic = clientTexts('ar', 'listingActions');
    expect(fillText(arabic.soldQuestion, { title: 'Yamaha MT-07' })).toBe('سيغادر «Yamaha MT-07» الموقع ولن يمكن تعديله بعد ذلك. هل بعته بفضل MotoMaroc؟');
    expect(errorText(errorTranslations('ar', ['connection']), CONNECTION_ERRORS.network)).not.toMatch(/[a-z]{4}/);
  });
});
