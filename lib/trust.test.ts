import { describe, expect, it } from 'vitest';
import { contactDetails, decide, evidenceRanges, riskSignals, type RiskFacts, type RiskSignal } from './trust';

const honest: RiskFacts = {
  prix: 70_000,
  marche: { mediane: 72_000, comparables: 12 },
  photos: { autresComptes: [], doublons: [] },
  mots: [],
  coordonnees: { telephones: [], emails: [], whatsapp: false },
  autresComptesTelephone: [],
  descriptionsCopiees: 0,
  compte: {
    heures: 24 * 90,
    annoncesDerniereHeure: 0,
    annoncesDernierJour: 1,
    refusees30j: 0,
    signalementsRetenus30j: 0,
    annoncesRetenuesFraude: 0,
    telephoneVerifie: true,
  },
};
const codes = (signals: RiskSignal[]) => signals.map((signal) => signal.code);

describe('contact details written into a listing, however disguised', () => {
  it.each([
    ['Appelez le 06 12 34 56 78', '+212612345678'],
    ['tel: 0612.34.56.78', '+212612345678'],
    ['+212 6-12-34-56-78', '+212612345678'],
    ['00212 7 12 34 56 78', '+212712345678'],
    ['zero six 12 34 56 78', '+212612345678'],
    ['O6 l2 34 56 78', '+212612345678'],
    ['٠٦١٢٣٤٥٦٧٨ اتصل', '+212612345678'],
    ['06 12 34 56 7 8', '+212612345678'],
  ])('%s', (text, phone) => {
    expect(contactDetails(text).telephones).toEqual([phone]);
  });

  it('finds e-mails written plainly or spelt out, and WhatsApp however named', () => {
    expect(contactDetails('écrivez à vendeur.moto@gmail.com').emails).toEqual(['vendeur.moto@gmail.com']);
    expect(contactDetails('vendeur (at) hotmail (dot) com').emails).toHaveLength(1);
    expect(contactDetails('mon mail : karim arobase yahoo point fr').emails).toHaveLength(1);
    expect(contactDetails('sur gmail point com').emails).toHaveLength(1);
    // Found by bench:trust: the dot written in brackets, in French.
    expect(contactDetails('Écrivez-moi : vendeur.moto (at) gmail (point) com').emails).toHaveLength(1);
    expect(contactDetails('karim (arobase) outlook [point] fr').emails).toHaveLength(1);
    expect(contactDetails('sur gmail (point) com').emails).toHaveLength(1);
    for (const text of ['Contact WhatsApp uniquement', 'whats app svp', 'wa point me/212612345678', 'تواصل عبر واتساب', 'wtsp'])
      expect(contactDetails(text).whatsapp).toBe(true);
  });

  it('leaves an honest description alone: prices, mileage, years, engine sizes', () => {
    const text = 'Yamaha MT-07 2021, 15 000 km, 689 cm3, prix 72 000 Dh à débattre. Un casque offert, deux clés, carnet d’entretien 2019 2020 2021.';
    expect(contactDetails(text)).toEqual({ telephones: [], emails: [], whatsapp: false });
  });
});

describe('the signals and the decision', () => {
  it('an honest listing of an old account fires nothing and goes live', () => {
    expect(riskSignals(honest)).toEqual([]);
    expect(decide([], 'normale', 30)).toEqual({ score: 0, signals: [], publish: true });
  });

  it('a price far below the market: a signal at half the median, a strong one at 30 %, none without enough comparables', () => {
    expect(riskSignals({ ...honest, prix: 36_000 })).toEqual([
      { code: 'prix_bas', poids: 35, fort: false, preuve: { prix: 36_000, mediane: 72_000, comparables: 12, pourcentage: 50 } },
    ]);
    expect(riskSignals({ ...honest, prix: 20_000 })[0]).toMatchObject({ code: 'prix_bas', fort: true });
    expect(riskSignals({ ...honest, prix: 20_000, marche: null })).toEqual([]);
    expect(riskSignals({ ...honest, prix: null })).toEqual([]);
  });

  it('equipment against its category (a basic helmet beside a premium one): a signal at 30 %, a strong one at 15 %', () => {
    const category = { mediane: 2_000, comparables: 500, portee: 'categorie' as const };
    expect(riskSignals({ ...honest, prix: 1_000, marche: category })).toEqual([]);
    expect(riskSignals({ ...honest, prix: 600, marche: category })).toEqual([
      { code: 'prix_bas', poids: 35, fort: false, preuve: { prix: 600, mediane: 2_000, comparables: 500, pourcentage: 30 } },
    ]);
    expect(riskSignals({ ...honest, prix: 300, marche: category })[0]).toMatchObject({ code: 'prix_bas', fort: true, poids: 60 });
  });

  it('scam words add up to a cap; contact details, another account’s number, a copied description', () => {
    const words = riskSignals({
      ...honest,
      mots: [
        { expression: 'Wafacash', poids: 40 },
        { expression: 'douane', poids: 25 },
      ],
    });
    expect(words).toEqual([{ code: 'mots_arnaque', poids: 60, fort: true, preuve: { mots: ['Wafacash', 'douane'] } }]);
    expect(codes(riskSignals({ ...honest, coordonnees: { telephones: ['+212612345678'], emails: [], whatsapp: false } }))).toEqual(['coordonnees']);
    const other = { idutilisateur: 9, nom: 'Karim Alaoui' };
    expect(riskSignals({ ...honest, autresComptesTelephone: [other] })).toEqual([
      { code: 'telephone_autre_compte', poids: 50, fort: true, preuve: { comptes: 1, vendeurs: [other] } },
    ]);
    expect(codes(riskSignals({ ...honest, descriptionsCopiees: 2 }))).toEqual(['description_copiee']);
  });

  it('the account: new, its number unverified, posting fast, refused or reported lately', () => {
    const compte = {
      heures: 2,
      annoncesDerniereHeure: 6,
      annoncesDernierJour: 9,
      refusees30j: 2,
      signalementsRetenus30j: 2,
      annoncesRetenuesFraude: 1,
      telephoneVerifie: false,
    };
    const signals = riskSignals({ ...honest, compte });
    expect(codes(signals)).toEqual(['compte_recent', 'telephone_non_verifie', 'rafale', 'refus_recents', 'signalements_retenus', 'vendeur_signale']);
    expect(signals[1]).toEqual({ code: 'telephone_non_verifie', poids: 10, fort: false, preuve: {} });
    expect(signals.filter((signal) => signal.fort).map((signal) => signal.code)).toEqual(['rafale', 'signalements_retenus', 'vendeur_signale']);
    expect(codes(riskSignals({ ...honest, compte: { ...honest.compte, annoncesDerniereHeure: 2, annoncesDernierJour: 7 } }))).toEqual([]);
  });

  it('decides: under the threshold live, at it waiting; a strong signal always waits; trust and distrust', () => {
    const weak: RiskSignal = { code: 'coordonnees', poids: 30, fort: false, preuve: {} };
    const strong: RiskSignal = { code: 'telephone_autre_compte', poids: 50, fort: true, preuve: {} };
    const newAccount: RiskSignal = { code: 'compte_recent', poids: 10, fort: false, preuve: {} };
    expect(decide([newAccount], 'normale', 30).publish).toBe(true);
    expect(decide([weak], 'normale', 30)).toMatchObject({ score: 30, publish: false });
    expect(decide([weak], 'normale', 31).publish).toBe(true);
    expect(decide([strong], 'normale', 100).publish).toBe(false);
    expect(decide([weak, newAccount], 'confiance', 30).publish).toBe(true);
    expect(decide([strong], 'confiance', 30).publish).toBe(false);
    expect(decide([], 'mefiance', 30).publish).toBe(false);
    expect(decide([strong, strong, strong], 'normale', 30).score).toBe(100);
  });
});

describe('the evidence in the text, for the admin', () => {
  it('finds the words a signal found, whatever their case, accents, apostrophes and dashes', () => {
    const text = "JE SUIS A L'ETRANGER. Paiement par western-union ou Wafacash, wafacash !";
    const ranges = evidenceRanges(text, ['je suis à l’étranger', 'Western Union', 'Wafacash']);
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(["JE SUIS A L'ETRANGER", 'western-union', 'Wafacash', 'wafacash']);
    // After an emoji (two UTF-16 units and a variation selector), the offsets are still the string's.
    const arabic = 'تسبيق قبل الشحن 🏍️ تسبيق';
    expect(evidenceRanges(arabic, ['تسبيق']).map(([start, end]) => arabic.slice(start, end))).toEqual(['تسبيق', 'تسبيق']);
    expect(evidenceRanges('rien ici', ['wafacash'])).toEqual([]);
  });
});
