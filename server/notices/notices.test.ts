/** Notices in the account's language: French as the spec has it, Arabic for 'ar'. */
import { describe, expect, it } from 'vitest';
import { accountLocale } from '../db/queries/accounts';
import { noticesIn } from './notices';

/** What a reader sees: without the isolates that keep the person's words apart from ours (tested below). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/[\u2068\u2069]/g, '')) as T;

describe('notices', () => {
  it('isolate the person’s words (titles, names) from ours, in pushes and mails', () => {
    const ar = noticesIn('ar');
    expect(ar.publishedPush({ titre: 'Honda CB500F', path: '/ar/x' }).corps).toContain('«\u2068Honda CB500F\u2069»');
    expect(noticesIn('fr').alertMatchPush({ nom: 'دراجة', titre: 'Yamaha', prix: 1, path: '/x' }).titre).toBe('Nouvelle annonce : \u2068دراجة\u2069');
    expect(ar.hello('Said')).toBe('مرحبًا \u2068Said\u2069،');
    expect(noticesIn('fr').refused('Casque \u202eabc', null, 'u').body).toBe('Votre annonce « \u2068Casque abc\u2069 » n’a pas été acceptée.');
  });

  it('in French, say what happened to which listing and open the page it is about', () => {
    const fr = noticesIn('fr');
    expect(plain(fr.publishedPush({ titre: 'Honda CB500F 2020', path: '/annonce/detail-moto/Honda-CB500F-2020/12' }))).toEqual({
      kind: 'annonce_publiee',
      titre: 'Votre annonce est en ligne',
      corps: '« Honda CB500F 2020 » a été validée. Bonne vente !',
      lien: '/annonce/detail-moto/Honda-CB500F-2020/12',
    });
    expect(plain(fr.refusedPush({ titre: 'Casque', motif: null }).corps)).toBe('« Casque » : voir le motif dans Mes Annonces');
    expect(plain(fr.expiringPush({ titre: 'Yamaha', dateExpiration: '2026-12-03T12:00:00Z', renewPath: '/annonces/prolonger?jeton=x' }).corps)).toBe(
      '« Yamaha » quitte le site le 03/12/2026. Prolongez-la, ou marquez-la vendue.',
    );
    expect(plain(fr.refused('Casque', 'Photos floues', 'https://m.ma/compte/annonce'))).toEqual({
      subject: 'Votre annonce n’a pas été acceptée',
      body: 'Votre annonce « Casque » n’a pas été acceptée.',
      reason: 'Motif : Photos floues',
      fix: 'Corrigez-la depuis Mes Annonces, elle sera vérifiée de nouveau : https://m.ma/compte/annonce',
    });
  });

  it('in Arabic, with Moroccan month names and the title as written', () => {
    const ar = noticesIn('ar');
    expect(plain(ar.publishedPush({ titre: 'Honda CB500F 2020', path: '/ar/annonce/detail-moto/Honda-CB500F-2020/12' }))).toEqual({
      kind: 'annonce_publiee',
      titre: 'إعلانك منشور',
      corps: 'تمت الموافقة على «Honda CB500F 2020». بالتوفيق في البيع!',
      lien: '/ar/annonce/detail-moto/Honda-CB500F-2020/12',
    });
    expect(plain(ar.expiring('Yamaha', '2026-12-03T12:00:00Z', { renew: 'r', mine: 'm', listing: 'l' }).body)).toBe(
      'سيغادر إعلانك «Yamaha» الموقع يوم 3 دجنبر 2026.',
    );
    expect(plain(ar.hello('سعيد'))).toBe('مرحبًا سعيد،');
  });

  it('tell a buyer of a match and of a lower price, prices in the language', () => {
    expect(plain(noticesIn('fr').alertMatchPush({ nom: 'MT-07 à Rabat', titre: 'Yamaha MT-07', prix: 65000, path: '/alertes/ouvrir/1' }))).toMatchObject({
      titre: 'Nouvelle annonce : MT-07 à Rabat',
      corps: expect.stringMatching(/^« Yamaha MT-07 » à 65\s000\sDh$/),
    });
    expect(plain(noticesIn('ar').priceDropPush({ titre: 'Honda CB500F', avant: 50000, apres: 45000, path: '/ar/x' }).corps)).toMatch(
      /^«Honda CB500F» ينخفض من 50\s000\sدرهم إلى 45\s000\sدرهم\.$/,
    );
  });

  it('write the digest as the spec’s French had it, and in Arabic with its plural forms', () => {
    const fr = noticesIn('fr').digest;
    expect(plain([fr.found(1, 'x'), fr.found(3, 'x'), fr.subject(1, 'x'), fr.subject(12, 'x'), fr.subject(0, 'x')])).toEqual([
      'Une nouvelle annonce correspond à votre alerte « x » :',
      '3 nouvelles annonces correspondent à votre alerte « x » :',
      'Nouvelle annonce : x',
      '12 nouvelles annonces : x',
      'Baisse de prix sur vos favoris',
    ]);
    const ar = noticesIn('ar').digest;
    expect(plain([ar.subject(2, 'س'), ar.subject(3, 'س'), ar.subject(11, 'س'), ar.subject(100, 'س')])).toEqual([
      'إعلانان جديدان: س',
      '3 إعلانات جديدة: س',
      '11 إعلانًا جديدًا: س',
      '100 إعلان جديد: س',
    ]);
  });

  it('tell a sponsoring’s buyer of the payment, the start and the end, in either language', () => {
    const fr = noticesIn('fr');
    expect(plain(fr.sponsoringActivePush({ titre: 'Yamaha', dateFin: '2026-11-30T10:00:00Z' }))).toEqual({
      kind: 'sponsoring_actif',
      titre: 'Votre sponsoring est actif',
      corps: '« Yamaha » est mise en avant jusqu’au 30/11/2026.',
      lien: '/compte/ads',
    });
    // Morocco's day (UTC+1 before 2026-09-20)
    expect(plain(fr.sponsoringEndingPush({ titre: 'Yamaha', dateFin: '2025-11-23T23:30:00Z' }).corps)).toBe(
      '« Yamaha » : mise en avant jusqu’au 24/11/2025. Prolongez-la depuis Mes Ads.',
    );
    expect(plain(fr.paymentReceivedPush({ titre: 'Yamaha', montant: 149, idsponsoring: 8 }))).toEqual({
      kind: 'paiement_recu',
      titre: 'Paiement reçu',
      corps: '149,00\u00a0Dh pour le sponsoring de « Yamaha ». Votre reçu est disponible.',
      lien: '/compte/ads/recu/8',
    });
    expect(plain(fr.payment.pack('Pack Or', 30))).toBe('Pack : Pack Or, 30 jours');
    expect(plain(fr.payment.pack(null, 1))).toBe('Durée : 1 jour');
    expect(plain(fr.sponsoringEnding('Yamaha', '2026-12-01T12:00:00Z', 1234, 'u').reach)).toBe('Elle a été affichée 1\u202f234 fois en annonce sponsorisée.');

    const ar = noticesIn('ar');
    expect(plain(ar.sponsoringActivePush({ titre: 'Yamaha', dateFin: '2026-11-30T10:00:00Z' }))).toMatchObject({
      titre: 'ترويج إعلانك مُفعَّل',
      corps: '«Yamaha» في الواجهة حتى 30 نونبر 2026.',
    });
    expect(plain(ar.paymentReceivedPush({ titre: 'Yamaha', montant: 149, idsponsoring: 8 }))).toMatchObject({
      corps: '149,00\u00a0درهم مقابل ترويج «Yamaha». إيصالك متاح.',
      lien: '/ar/compte/ads/recu/8',
    });
    // A pack without an Arabic name (the caller gives its name in the mail's language): its days say what it is.
    expect(plain(ar.payment.pack(null, 7))).toBe('المدة: 7 أيام');
    expect(plain(ar.payment.pack(null, 30))).toBe('المدة: 30 يومًا');
    expect(plain(ar.payment.sponsored({ titre: 'Yamaha', debut: '2026-11-20T10:00:00Z', fin: '2026-11-27T10:00:00Z', pack: null }))).toBe(
      'إعلانك «Yamaha» مُروَّج من 20 نونبر 2026 إلى 27 نونبر 2026.',
    );
    // One the team named in Arabic is named so.
    expect(plain(ar.payment.pack('دفعة 7 أيام', 7))).toContain('دفعة 7 أيام');
    expect(plain(ar.payment.sponsored({ titre: 'Yamaha', debut: '2026-11-20T10:00:00Z', fin: '2026-11-27T10:00:00Z', pack: 'دفعة 7 أيام' }))).toContain(
      'دفعة 7 أيام',
    );
    expect(plain([0, 1, 2, 5, 321].map((reach) => ar.sponsoringEnding('Yamaha', '2026-12-01T12:00:00Z', reach, 'u').reach))).toEqual([
      'لم يُعرض بعدُ كإعلان مُروَّج.',
      'عُرض مرة واحدة كإعلان مُروَّج.',
      'عُرض مرتين كإعلان مُروَّج.',
      'عُرض 5 مرات كإعلان مُروَّج.',
      'عُرض 321 مرة كإعلان مُروَّج.',
    ]);
  });

  it('cut long titles so that a phone shows the whole message', () => {
    const long = 'Kawasaki Ninja ZX-10R édition spéciale, entretien complet, pneus neufs, garantie';
    expect(plain(noticesIn('fr').sponsoringActivePush({ titre: long, dateFin: '2026-11-30T10:00:00Z' }).corps)).toBe(
      '« Kawasaki Ninja ZX-10R édition spéciale, entretien complet… » est mise en avant jusqu’au 30/11/2026.',
    );
  });

  it('read anything but ar as French', () => {
    expect(plain([accountLocale('ar'), accountLocale('fr'), accountLocale(null), accountLocale('en')])).toEqual(['ar', 'fr', 'fr', 'fr']);
  });
});
