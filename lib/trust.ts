/**
 * The risk assessment of a listing (issue 43): which signals exist, what each weighs, and the
 * decision they lead to. Pure rules on facts the server gathered (server/trust/assess.ts), so that
 * the same examples can be checked without a database, and the admin's screen can say each signal
 * in words (its evidence travels with it).
 */

/** Every signal the assessment knows. */
export const RISK_SIGNALS = [
  'prix_bas',
  'photo_autre_compte',
  'photo_doublon',
  'mots_arnaque',
  'coordonnees',
  'telephone_autre_compte',
  'description_copiee',
  'compte_recent',
  'telephone_non_verifie',
  'rafale',
  'refus_recents',
  'signalements_retenus',
  'fraude_signalee',
  'vendeur_signale',
] as const;
export type RiskSignalCode = (typeof RISK_SIGNALS)[number];

/** Each signal's short name on the admin's screens (French, as the back office). */
export const RISK_SIGNAL_NAMES: Record<RiskSignalCode, string> = {
  prix_bas: 'Prix très bas',
  photo_autre_compte: 'Photo d’un autre compte',
  photo_doublon: 'Photo d’une autre de ses annonces',
  mots_arnaque: 'Mots d’arnaque',
  coordonnees: 'Coordonnées dans le texte',
  telephone_autre_compte: 'Numéro d’un autre compte',
  description_copiee: 'Description copiée',
  compte_recent: 'Compte récent',
  telephone_non_verifie: 'Numéro non vérifié',
  rafale: 'Annonces en rafale',
  refus_recents: 'Refus récents',
  signalements_retenus: 'Signalements retenus',
  fraude_signalee: 'Signalée pour fraude',
  vendeur_signale: 'Vendeur signalé',
};

/** A photo of the listing found on another listing: both pictures, side by side on the admin's screen. */
export interface PhotoMatch {
  /** the listing's photo */
  photo: string;
  /** the same picture on the other listing */
  autre: string;
  /** that listing, as the admin's screen names it (moto-12, equipement-7: lib/admin listingKey) */
  annonce: string;
  titre: string;
  /** how many of the 64 bits of their fingerprints differ: 0 is the same file */
  ecart: number;
}

/** An account named in the evidence (another account behind a number written in the text): admins open it. */
export interface AccountRef {
  idutilisateur: number;
  nom: string;
}

/** A signal that fired: its weight, whether it holds a listing on its own, and what the admin sees as evidence. */
export interface RiskSignal {
  code: RiskSignalCode;
  poids: number;
  /** holds the listing whatever the score, even for a trusted seller */
  fort: boolean;
  preuve: Record<string, string | number | string[] | PhotoMatch[] | AccountRef[]>;
}

/** How an admin set a seller: normal, trusted (no queue unless a strong signal), distrusted (every listing waits). */
export const TRUST_LEVELS = ['normale', 'confiance', 'mefiance'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** Distinct visitors reporting a published listing for fraud take it off the public pages until an admin decides. */
export const FRAUD_REPORTS_TO_HOLD = 3;

/** The signal that holds a listing reported for fraud by that many distinct visitors. */
export const fraudReported = (signalements: number): RiskSignal => ({ code: 'fraude_signalee', poids: 60, fort: true, preuve: { signalements } });

/** The setting (parametrage) of the score from which a listing waits for a person, and its default. */
export const RISK_THRESHOLD_SETTING = 'seuil_risque';
export const DEFAULT_RISK_THRESHOLD = 30;

/** What the server found about a listing and its seller. */
export interface RiskFacts {
  prix: number | null;
  /** the market's median asking price of comparables, with how many and of what: the same model (a moto) or the same category (equipment); null when too few */
  marche: { mediane: number; comparables: number; portee?: 'modele' | 'categorie' } | null;
  /** its photos found on other accounts' listings (any state), and on its seller's other live listings */
  photos: { autresComptes: PhotoMatch[]; doublons: PhotoMatch[] };
  /** scam expressions found in the text, with their weights */
  mots: { expression: string; poids: number }[];
  /** contact details written in the text */
  coordonnees: ContactDetails;
  /** the other accounts whose number is written in the text */
  autresComptesTelephone: AccountRef[];
  /** listings of other accounts with the same description */
  descriptionsCopiees: number;
  compte: {
    heures: number;
    annoncesDerniereHeure: number;
    annoncesDernierJour: number;
    refusees30j: number;
    signalementsRetenus30j: number;
    /** its listings taken off the public pages after fraud reports, waiting for an admin */
    annoncesRetenuesFraude: number;
    /** its number is confirmed by a code sent by SMS */
    telephoneVerifie: boolean;
  };
}

/**
 * A listing's price this share of the market's median or less is far below the market (and way
 * below: it holds on its own). A category of equipment mixes a basic helmet with a premium one:
 * half its median is an honest price there (bench:trust held 35 of 159 honest equipment listings
 * at half), so only much lower prices count.
 */
const BELOW = { modele: { far: 0.5, way: 0.3 }, categorie: { far: 0.3, way: 0.15 } } as const;

/** The signals the facts fire. */
export function riskSignals(facts: RiskFacts): RiskSignal[] {
  const signals: RiskSignal[] = [];
  const fire = (code: RiskSignalCode, poids: number, fort: boolean, preuve: RiskSignal['preuve']) => signals.push({ code, poids, fort, preuve });

  if (facts.prix !== null && facts.prix > 0 && facts.marche) {
    const ratio = facts.prix / facts.marche.mediane;
    const below = BELOW[facts.marche.portee ?? 'modele'];
    if (ratio <= below.far)
      fire('prix_bas', ratio <= below.way ? 60 : 35, ratio <= below.way, {
        prix: facts.prix,
        mediane: facts.marche.mediane,
        comparables: facts.marche.comparables,
        pourcentage: Math.round(ratio * 100),
      });
  }
  // Another seller's photo is what a scammer posts; the seller's own on a second live listing, a duplicate.
  const listings = (matches: PhotoMatch[]) => new Set(matches.map((match) => match.annonce)).size;
  if (facts.photos.autresComptes.length > 0)
    fire('photo_autre_compte', 50, true, { annonces: listings(facts.photos.autresComptes), paires: facts.photos.autresComptes });
  if (facts.photos.doublons.length > 0) fire('photo_doublon', 35, false, { annonces: listings(facts.photos.doublons), paires: facts.photos.doublons });
  if (facts.mots.length > 0) {
    const poids = Math.min(
      60,
      facts.mots.reduce((sum, word) => sum + word.poids, 0),
    );
    fire('mots_arnaque', poids, poids >= 40, { mots: facts.mots.map((word) => word.expression) });
  }
  const found = contactKinds(facts.coordonnees);
  if (found.length > 0) fire('coordonnees', 30, false, { types: found, extraits: [...facts.coordonnees.telephones, ...facts.coordonnees.emails] });
  if (facts.autresComptesTelephone.length > 0)
    fire('telephone_autre_compte', 50, true, { comptes: facts.autresComptesTelephone.length, vendeurs: facts.autresComptesTelephone });
  if (facts.descriptionsCopiees > 0) fire('description_copiee', 40, true, { annonces: facts.descriptionsCopiees });

  const { compte } = facts;
  if (compte.heures < 24) fire('compte_recent', 10, false, { heures: Math.floor(compte.heures) });
  // A verified number is someone a buyer can find again: without one, a little more risk.
  if (!compte.telephoneVerifie) fire('telephone_non_verifie', 10, false, {});
  if (compte.annoncesDerniereHeure >= 3 || compte.annoncesDernierJour >= 8)
    fire('rafale', compte.annoncesDerniereHeure >= 6 ? 40 : 25, compte.annoncesDerniereHeure >= 6, {
      heure: compte.annoncesDerniereHeure,
      jour: compte.annoncesDernierJour,
    });
  if (compte.refusees30j >= 2) fire('refus_recents', 20, false, { annonces: compte.refusees30j });
  if (compte.signalementsRetenus30j >= 1) fire('signalements_retenus', 25, compte.signalementsRetenus30j >= 2, { signalements: compte.signalementsRetenus30j });
  if (compte.annoncesRetenuesFraude >= 1) fire('vendeur_signale', 50, true, { annonces: compte.annoncesRetenuesFraude });
  return signals;
}

export interface RiskDecision {
  score: number;
  signals: RiskSignal[];
  /** goes live at once, or waits for a person */
  publish: boolean;
}

/** Low risk goes live; a strong signal, a score at the threshold or a distrusted seller waits. Nothing is refused here. */
export function decide(signals: RiskSignal[], trust: TrustLevel, threshold: number): RiskDecision {
  const score = Math.min(
    100,
    signals.reduce((sum, signal) => sum + signal.poids, 0),
  );
  const strong = signals.some((signal) => signal.fort);
  const publish = trust === 'mefiance' ? false : trust === 'confiance' ? !strong : !strong && score < threshold;
  return { score, signals, publish };
}

// ---------------------------------------------------------------------------------------------
// Contact details written into a text, however disguised

export interface ContactDetails {
  /** Moroccan numbers found, as +212XXXXXXXXX */
  telephones: string[];
  emails: string[];
  whatsapp: boolean;
}

function contactKinds(details: ContactDetails): string[] {
  return [details.telephones.length > 0 && 'telephone', details.emails.length > 0 && 'email', details.whatsapp && 'whatsapp'].filter(
    (kind): kind is string => !!kind,
  );
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  zéro: '0',
  un: '1',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  six: '6',
  sept: '7',
  huit: '8',
  neuf: '9',
  dix: '10',
};
const DIGIT_WORD = new RegExp(`\\b(?:${Object.keys(DIGIT_WORDS).join('|')})\\b`, 'giu');
/** Letters written for digits inside a run of digits: o/O for 0, l/I for 1. */
const LETTER_DIGITS: Record<string, string> = { o: '0', O: '0', l: '1', I: '1' };
/** Between two digits: spaces, dots, dashes, slashes, brackets, stars (0 6.12-34 56/78). */
const SEPARATED_DIGITS = /\d(?:[\s.\-_/()*+•·]{0,3}\d)+/g;
const MOROCCAN = /(?:00212|212|0)([5-8]\d{8})/g;
const EMAIL =
  /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\]|\{at\}|\(arobase\)|\sat\s|\sarobase\s)\s*[a-z0-9-]+(?:\s*(?:\.|[([{](?:dot|point)[)\]}]|\sdot\s|\spoint\s)\s*[a-z]{2,})+/giu;
const MAIL_HOSTS = /\b(?:gmail|hotmail|yahoo|outlook|live|icloud)\s*(?:\.|point|dot|[([{](?:point|dot)[)\]}])\s*(?:com|fr|ma)\b/iu;
const WHATSAPP = /(?:\bwhats?\s*app\b|\bwa\s*(?:\.|\(\.\)|\[\.\]|\spoint\s|\sdot\s)\s*me\b|\bwtsp\b|\bwatsap+\b|واتساب|واتس\s*اب|وتساب)/iu;

/** Phone numbers, e-mail addresses and WhatsApp mentions in a listing's text, spaced, dotted or spelt out. */
export function contactDetails(text: string): ContactDetails {
  const digits = text
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(DIGIT_WORD, (word) => DIGIT_WORDS[word.toLowerCase()] ?? word)
    // A letter standing for a digit counts only alone, beside a digit (O6 l2 34 56 78).
    .replace(/(?<![A-Za-z])[oOlI](?![A-Za-z])(?=[\s.\-]?\d)|(?<=\d[\s.\-]?)[oOlI](?![A-Za-z])/g, (letter) => LETTER_DIGITS[letter] ?? letter);
  const telephones = new Set<string>();
  for (const run of digits.match(SEPARATED_DIGITS) ?? []) {
    const compact = run.replace(/\D/g, '');
    for (const match of compact.matchAll(MOROCCAN)) telephones.add(`+212${match[1]}`);
  }
  const emails = [...text.matchAll(EMAIL)].map((match) => match[0].replace(/\s+/g, ' ').trim());
  if (emails.length === 0 && MAIL_HOSTS.test(text)) emails.push(MAIL_HOSTS.exec(text)![0]);
  return { telephones: [...telephones], emails, whatsapp: WHATSAPP.test(text) };
}

// ---------------------------------------------------------------------------------------------
// Evidence in the text: where the words a signal found stand, to highlight them for the admin

/** One character as compared: lower case, without its accent, apostrophes and dashes alike. */
function foldChar(char: string): string {
  if (char === '’' || char === 'ʼ' || char === '`') return "'";
  if (char === '-' || char === '‑' || char === '_') return ' ';
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().charAt(0) || char;
}

/** The parts of `text` that spell one of `words` (case and accents aside), in order, for highlighting. */
export function evidenceRanges(text: string, words: string[]): [number, number][] {
  const folded = Array.from(text, foldChar);
  const haystack = folded.join('');
  // Array.from splits by code point: offsets are counted in them, then mapped back to the string's.
  const offsets: number[] = [];
  let at = 0;
  for (const char of text) {
    offsets.push(at);
    at += char.length;
  }
  offsets.push(at);
  const ranges: [number, number][] = [];
  for (const word of words) {
    const needle = Array.from(word.trim(), foldChar).join('');
    if (needle.length < 2) continue;
    for (let from = haystack.indexOf(needle); from !== -1; from = haystack.indexOf(needle, from + needle.length))
      ranges.push([offsets[from]!, offsets[from + Array.from(needle).length]!]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  // Overlapping finds become one.
  return ranges.reduce<[number, number][]>((merged, range) => {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
    return merged;
  }, []);
}

/** The words and numbers a listing's signals found in its text. */
export function evidenceWords(signals: RiskSignal[]): string[] {
  return signals.flatMap((signal) => {
    const found = signal.preuve.mots ?? (signal.code === 'coordonnees' ? signal.preuve.extraits : undefined);
    return Array.isArray(found) ? found.filter((item): item is string => typeof item === 'string') : [];
  });
}
