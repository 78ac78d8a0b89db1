import { describe, expect, it } from 'vitest';
import type { RiskSignal } from '@/lib/trust';
import { riskReasons } from './reasons';

describe('the reasons of a risk assessment, in words', () => {
  it('writes each signal’s evidence into its sentence, in French and in Arabic', () => {
    const signals: RiskSignal[] = [
      { code: 'prix_bas', poids: 60, fort: true, preuve: { prix: 25_000, mediane: 92_000, comparables: 5, pourcentage: 27 } },
      { code: 'coordonnees', poids: 30, fort: false, preuve: { types: ['telephone', 'whatsapp'], extraits: ['+212611223344'] } },
    ];
    const [price, contact] = riskReasons('fr', signals);
    expect(price).toMatchObject({ code: 'prix_bas', poids: 60, fort: true });
    expect(price!.texte).toMatch(/^Prix très bas : 25\s000 Dh, soit 27 % du prix médian de 92\s000 Dh \(5 annonces comparables\)\.$/);
    expect(contact!.texte).toBe('Coordonnées écrites dans l’annonce (téléphone, WhatsApp) : « +212 6 11 22 33 44 ».');
    const arabic = riskReasons('ar', signals);
    expect(arabic[1]!.texte).toContain('واتساب');
    expect(arabic[0]!.texte).not.toMatch(/\{\w+\}/);
  });
});
