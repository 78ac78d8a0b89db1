/**
 * The words of a search as our visitors type them, made comparable with the words of listings:
 * case and accents folded, Arabic letters written one way, model names joined ("MT-07", "mt 07"
 * and "mt07" are one word), and Arabic or Darija words replaced by the site's word
 * ("ياماها" → yamaha, "motor" → moto) from the reference table of synonyms. PostgreSQL then
 * stems the French words (casques → casque) when it builds its query.
 *
 * The listings' side of the same rules is SQL (the migration that builds their search text):
 * the tests of server/search check that both agree.
 */

import { MAX_SEARCH_LENGTH } from './search-limits';
import { foldLatin } from './text';

/** Words of a search kept for matching: the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;
/** A word shorter than this is taken as typed: a typo in a short word is another word. */
export const TYPO_MIN_LENGTH = 5;

/** Letters and digits the search keeps: Latin once folded, Arabic (the same class as migration 0012's). */
const WORD_CHAR = 'a-z0-9\\u0621-\\u064a\\u0671-\\u06d3';

/** Arabic: vowel signs and the elongation stroke dropped, letters that people write either way made one, digits as ours. */
function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/**
 * Short French words that are never the start of a model name: "de 2019" stays two words. The
 * SQL side of these rules (migration 0012) lists the same words.
 */
export const NOT_MODEL_PREFIXES = ['a', 'au', 'de', 'des', 'du', 'en', 'et', 'la', 'le', 'les', 'ou', 'par', 'sur', 'un', 'une'] as const;

/**
 * Words that say what every search wants, not what it is about ("à vendre", "للبيع", "au Maroc"):
 * no listing is written with them, and every word of a search is required, so they are dropped
 * (as folded: accents off, Arabic letters written one way).
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'vendre',
  'vend',
  'vends',
  'vente',
  'achat',
  'acheter',
  'occasion',
  'maroc',
  'للبيع',
  'البيع',
  'بيع',
  'في',
  'ب',
  'المغرب',
  'بالمغرب',
  'مستعمل',
  'مستعمله',
]);

const HYPHEN_IN_WORD = new RegExp(`(?<=[${WORD_CHAR}])-(?=[${WORD_CHAR}])`, 'g');
const NOT_WORD = new RegExp(`[^${WORD_CHAR}]+`, 'g');
const MODEL_NAME = new RegExp(`(?<![${WORD_CHAR}])(?!(?:${NOT_MODEL_PREFIXES.join('|')}) )([a-z]{1,3}) ([0-9]{1,4})(?![${WORD_CHAR}])`, 'g');

/**
 * A text as the search compares it: lower case, no accents, Arabic folded, hyphens inside a word
 * removed (x-adv → xadv), anything but letters and digits a space, and a short run of letters
 * joined to the number after it (mt 07 → mt07, r 1250 → r1250), unless it is a French word.
 */
export function foldSearchText(text: string): string {
  const folded = foldArabic(foldLatin(text)).replace(HYPHEN_IN_WORD, '').replace(NOT_WORD, ' ').trim();
  return folded.replace(MODEL_NAME, '$1$2');
}

/** One word of a search: as folded, and the site's word when the synonyms table has one. */
export interface SearchWord {
  /** as folded; a model's name typed in several words keeps them, space-separated ("gsx s750") */
  word: string;
  /** the site's word for it ("moto" for "motor"), if any */
  synonym?: string;
  /** the reference models it spells ("crypton115", "fatboy", "r3"): each model's listings' words ("crypton 115") and name */
  modeles?: ModelSpelled[];
}

/**
 * Every way people write the reference models' names, each with the listings' words for the
 * models it names: joined or spaced at any break ("crypton115", "gsx s 750", "gsxs 750"),
 * hyphenated (folded as joined), its code alone after a hyphen or a first word ("r3" for YZF-R3,
 * "zx10r", "1250 gs"), without its closing number ("fatboy" for Fat Boy 114), and the number first
 * or last ("duke 390"). A brand typed beside it is a word of its own. Built once per list of models.
 */
/** A model a spelling names: its listings' words ("crypton 115"), and its name as the reference data has it. */
export interface ModelSpelled {
  words: string;
  name: string;
}

export interface ModelSpellings {
  /** folded spelling → each model it names */
  spellings: ReadonlyMap<string, readonly ModelSpelled[]>;
  /** the spellings of several words, longest first (replaced before the text is cut into words) */
  phrases: readonly string[];
}

export const NO_MODEL_SPELLINGS: ModelSpellings = { spellings: new Map(), phrases: [] };

/** A model's name as its listings' words: folded, nothing joined ("GSX-S750" → "gsxs750", "Fat Boy 114" → "fat boy 114"). */
export function modelListingWords(name: string): string {
  return foldArabic(foldLatin(name)).replace(HYPHEN_IN_WORD, '').replace(NOT_WORD, ' ').trim();
}

/** Runs of letters and of digits of a piece of a name ("s750" → s, 750). */
const runsOf = (piece: string) => piece.match(/[a-z]+|[0-9]+/g) ?? [];

/** Every joining of `runs` in order, each neighbour pair joined or spaced (2^(n-1) texts). */
function joinings(runs: string[]): string[] {
  if (runs.length === 0) return [];
  let texts = [runs[0]!];
  for (const run of runs.slice(1)) texts = texts.flatMap((text) => [`${text}${run}`, `${text} ${run}`]);
  return texts;
}

/**
 * The raw spellings of one model's name (folded by the caller as a search is), each with the
 * listings' words it stands for: the name's own, or its words without the closing number.
 */
function rawSpellings(name: string): [string, string][] {
  const pieces = foldLatin(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (pieces.length === 0 || pieces.length > 5) return [];
  const runs = pieces.flatMap(runsOf);
  if (runs.length > 6) return [];
  const words = modelListingWords(name);
  const spellings: [string, string][] = joinings(runs).map((text) => [text, words]);
  const hasLetterAndDigit = (part: string[]) => part.some((run) => /[a-z]/.test(run)) && part.some((run) => /[0-9]/.test(run));
  // Its code alone, after a first word or a hyphen ("r3", "s750", "zx10r", "1250 gs").
  for (let first = 1; first < pieces.length; first++) {
    const rest = pieces.slice(first).flatMap(runsOf);
    if (hasLetterAndDigit(rest) && rest.join('').length >= 2) for (const text of joinings(rest)) spellings.push([text, words]);
  }
  // Without its closing number ("fatboy" for Fat Boy 114), when it stands apart (a space before it)
  // and words remain: those words. Not a code's ("yzfr" for YZF-R1, "hj125" for HJ125-7).
  const number = /^[0-9]+$/;
  if (/\s[0-9]+\s*$/.test(name) && !number.test(pieces.at(-2) ?? '0') && pieces.slice(0, -1).join('').length >= 3) {
    const without = modelListingWords(name.replace(/\s+[0-9]+\s*$/, ''));
    for (const text of joinings(runs.slice(0, -1))) spellings.push([text, without]);
  }
  // The number on the other side ("duke 390", "390duke"; "115 crypton").
  if (runs.length === 2 && number.test(runs[0]!) !== number.test(runs[1]!)) {
    for (const text of joinings([runs[1]!, runs[0]!])) spellings.push([text, words]);
  }
  return spellings;
}

/** The spellings of these models' names (the reference data's), for searchWords. */
export function modelSpellings(names: readonly string[]): ModelSpellings {
  const spellings = new Map<string, ModelSpelled[]>();
  for (const name of names) {
    for (const [raw, words] of rawSpellings(name)) {
      const key = foldSearchText(raw);
      if (!key || !words || FILLER_WORDS.has(key)) continue;
      const known = spellings.get(key);
      if (!known) spellings.set(key, [{ words, name }]);
      else if (!known.some((model) => model.name === name)) known.push({ words, name });
    }
  }
  const phrases = [...spellings.keys()].filter((key) => key.includes(' ')).sort((a, b) => b.length - a.length);
  return { spellings, phrases };
}

/** The phrases of a synonyms map, longest first: computed once per map. */
const synonymPhrases = new WeakMap<ReadonlyMap<string, string>, string[]>();
function phrasesOf(synonyms: ReadonlyMap<string, string>): string[] {
  let phrases = synonymPhrases.get(synonyms);
  if (!phrases) {
    phrases = [...synonyms.keys()].filter((key) => key.includes(' ')).sort((a, b) => b.length - a.length);
    synonymPhrases.set(synonyms, phrases);
  }
  return phrases;
}

/**
 * The words of a search, at most MAX_SEARCH_WORDS. `synonyms` maps folded words and phrases
 * ("بي ام دبليو") to the site's word; a phrase is replaced before the text is cut into words. A
 * model's name however it is written (`models`) is one word, read as its listings' words too.
 */
export function searchWords(text: string, synonyms: ReadonlyMap<string, string>, models: ModelSpellings = NO_MODEL_SPELLINGS): SearchWord[] {
  let folded = ` ${foldSearchText(text.slice(0, MAX_SEARCH_LENGTH))} `;
  const fromPhrases = new Map<string, SearchWord>();
  const replace = (phrase: string, word: SearchWord) => {
    if (!folded.includes(` ${phrase} `)) return;
    const token = `\u0001${fromPhrases.size}`;
    fromPhrases.set(token, word);
    folded = folded.split(` ${phrase} `).join(` ${token} `);
  };
  for (const phrase of phrasesOf(synonyms)) replace(phrase, { word: synonyms.get(phrase)! });
  for (const phrase of models.phrases) replace(phrase, { word: phrase, modeles: [...models.spellings.get(phrase)!] });
  const words: SearchWord[] = [];
  const seen = new Set<string>();
  for (const token of folded.split(' ')) {
    if (!token || FILLER_WORDS.has(token) || words.length >= MAX_SEARCH_WORDS) continue;
    const modeles = models.spellings.get(token);
    const word: SearchWord = fromPhrases.get(token) ?? {
      word: token,
      ...(synonyms.has(token) ? { synonym: synonyms.get(token)! } : {}),
      ...(modeles ? { modeles: [...modeles] } : {}),
    };
    if (seen.has(word.word)) continue;
    seen.add(word.word);
    words.push(word);
  }
  return words;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every word one typing slip away from `word` (lower-case Latin letters): a letter wrong,
 * missing, added, or two neighbours swapped. Looked up among the listings' words, they are the
 * corrections of a typo, found by equality rather than by likeness.
 */
export function oneSlipVariants(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) variants.add(head + tail.slice(1));
    if (tail.length > 1) variants.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail && letter !== tail[0]) variants.add(head + letter + tail.slice(1));
      variants.add(head + letter + tail);
    }
  }
  variants.delete(word);
  return [...variants];
}

/** The search as stored in the statistics: its folded words, in order, without personal data. */
export function searchStatKey(text: string): string {
  return foldSearchText(text.slice(0, MAX_SEARCH_LENGTH)).slice(0, 100).trim();
}
