import { describe, expect, it } from 'vitest';
import { paymentReceivedPush, quote, sponsoringActivePush, sponsoringEndingPush, wants } from './messages';

describe('push messages', () => {
  it('say what happened to which listing and open the page it is about', () => {
    expect(sponsoringActivePush({ titre: 'Yamaha', dateFin: '2026-11-30T10:00:00Z' })).toMatchObject({
      kind: 'sponsoring_actif',
      corps: '« Yamaha » est mise en avant jusqu’au 30/11/2026.',
      lien: '/compte/ads',
    });
    expect(sponsoringEndingPush({ titre: 'Yamaha', dateFin: '2025-11-23T23:30:00Z' }).corps).toContain('jusqu’au 24/11/2025'); // Morocco's day (UTC+1 before 2026-09-20)
    expect(paymentReceivedPush({ titre: 'Yamaha', montant: 149, idsponsoring: 8 })).toMatchObject({ kind: 'paiement_recu', lien: '/compte/ads/recu/8' });
  });

  it('cut long titles so that a phone shows the whole message', () => {
    const long = 'Kawasaki Ninja ZX-10R édition spéciale, entretien complet, pneus neufs, garantie';
    expect(quote(long)).toBe('« Kawasaki Ninja ZX-10R édition spéciale, entretien complet… »');
  });
});

describe('notification preferences', () => {
  it('everything is on until turned off, by channel; the payment receipt is always mailed', () => {
    expect(wants([], 'push', 'annonce_publiee')).toBe(true);
    expect(wants(['push:annonce_publiee'], 'push', 'annonce_publiee')).toBe(false);
    expect(wants(['push:annonce_publiee'], 'mail', 'annonce_publiee')).toBe(true);
    expect(wants(['mail:paiement_recu'], 'mail', 'paiement_recu')).toBe(true);
    expect(wants(['push:paiement_recu'], 'push', 'paiement_recu')).toBe(false);
  });
});
