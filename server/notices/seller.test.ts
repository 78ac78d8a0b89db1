/** A seller's notices in their account's language: French as the spec has it, Arabic for 'ar'. */
import { describe, expect, it } from 'vitest';
import { accountLocale, sellerNotices } from './seller';

describe('seller notices', () => {
  it('in French, say what happened to which listing and open the page it is about', () => {
    const fr = sellerNotices('fr');
    expect(fr.publishedPush({ titre: 'Honda CB500F 2020', path: '/annonce/detail-moto/Honda-CB500F-2020/12' })).toEqual({
      kind: 'annonce_publiee',
      titre: 'Votre annonce est en ligne',
      corps: '« Honda CB500F 2020 » a été validée. Bonne vente !',
      lien: '/annonce/detail-moto/Honda-CB500F-2020/12',
    });
    expect(fr.refusedPush({ titre: 'Casque', motif: null }).corps).toBe('« Casque » : voir le motif dans Mes Annonces');
    expect(fr.expiringPush({ titre: 'Yamaha', dateExpiration: '2026-12-03T12:00:00Z', renewPath: '/annonces/prolonger?jeton=x' }).corps).toBe(
      '« Yamaha » quitte le site le 03/12/2026. Prolongez-la, ou marquez-la vendue.',
    );
    expect(fr.refused('Casque', 'Photos floues', 'https://m.ma/compte/annonce')).toEqual({
      subject: 'Votre annonce n’a pas été acceptée',
      body: 'Votre annonce « Casque » n’a pas été acceptée.',
      reason: 'Motif : Photos floues',
      fix: 'Corrigez-la depuis Mes Annonces, elle sera vérifiée de nouveau : https://m.ma/compte/annonce',
    });
  });

  it('in Arabic, with Moroccan month names and the title as written', () => {
    const ar = sellerNotices('ar');
    expect(ar.publishedPush({ titre: 'Honda CB500F 2020', path: '/ar/annonce/detail-moto/Honda-CB500F-2020/12' })).toEqual({
      kind: 'annonce_publiee',
      titre: 'إعلانك منشور',
      corps: 'تمت الموافقة على «Honda CB500F 2020». بالتوفيق في البيع!',
      lien: '/ar/annonce/detail-moto/Honda-CB500F-2020/12',
    });
    expect(ar.expiring('Yamaha', '2026-12-03T12:00:00Z', { renew: 'r', mine: 'm', listing: 'l' }).body).toBe('سيغادر إعلانك «Yamaha» الموقع يوم 3 دجنبر 2026.');
    expect(ar.hello('سعيد')).toBe('مرحبًا سعيد،');
  });

  it('read anything but ar as French', () => {
    expect([accountLocale('ar'), accountLocale('fr'), accountLocale(null), accountLocale('en')]).toEqual(['ar', 'fr', 'fr', 'fr']);
  });
});
