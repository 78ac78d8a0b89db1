import { describe, expect, it } from 'vitest';
import { wants } from './messages';

describe('notification preferences', () => {
  it('everything is on until turned off, by channel; the payment receipt is always mailed', () => {
    expect(wants([], 'push', 'annonce_publiee')).toBe(true);
    expect(wants(['push:annonce_publiee'], 'push', 'annonce_publiee')).toBe(false);
    expect(wants(['push:annonce_publiee'], 'mail', 'annonce_publiee')).toBe(true);
    expect(wants(['mail:paiement_recu'], 'mail', 'paiement_recu')).toBe(true);
    expect(wants(['push:paiement_recu'], 'push', 'paiement_recu')).toBe(false);
  });
});
