/** Mes Annonces in Arabic: the buttons' texts fill in, in either language. */
import { describe, expect, it } from 'vitest';
import { fillText } from '@/lib/i18n/fill';
import { listingActionTexts } from './my-listings-texts';

describe('the owner’s buttons', () => {
  it('keep French as it is, and name the listing in either language', () => {
    const french = listingActionTexts('fr');
    expect(french.editHref).toBe('/compte/vendre');
    expect(fillText(french.markSoldLabel, { title: 'Yamaha MT-07' })).toBe('Marquer vendue « Yamaha MT-07 »');
    expect(french.network).toBe('Connexion impossible. Vérifiez votre connexion internet et réessayez.');
    const arabic = listingActionTexts('ar');
    expect(arabic.editHref).toBe('/ar/compte/vendre');
    expect(arabic.sponsorHref).toBe('/ar/compte/ads/sponsoriser');
    expect(fillText(arabic.soldQuestion, { title: 'Yamaha MT-07' })).toBe('سيغادر «Yamaha MT-07» الموقع ولن يمكن تعديله بعد ذلك. هل بعته بفضل MotoMaroc؟');
  });
});
