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
  word: string;
  /** the site's word for it ("moto" for "motor"), if any */
  synonym?: string;
}

/**
 * The words of a search, at most MAX_SEARCH_WORDS. `synonyms` maps folded words and phrases
 * ("بي ام دبليو") to the site's word; a phrase is replaced before the text is cut into words.
 */
export function searchWords(text: string, synonyms: ReadonlyMap<string, string>): SearchWord[] {
  let folded = ` ${foldSearchText(text.slice(0, MAX_SEARCH_LENGTH))} `;
  const phrases = [...synonyms.keys()].filter((key) => key.includes(' ')).sort((a, b) => b.length - a.length);
  const fromPhrases = new Map<string, string>();
  for (const phrase of phrases) {
    if (!folded.includes(` ${phrase} `)) continue;
    const token = `\u0001${fromPhrases.size}`;
    fromPhrases.set(token, synonyms.get(phrase)!);
    folded = folded.split(` ${phrase} `).join(` ${token} `);
  }
  const words: SearchWord[] = [];
  const seen = new Set<string>();
  for (const token of folded.split(' ')) {
    if (!token || FILLER_WORDS.has(token) || words.length >= MAX_SEARCH_WORDS) continue;
    const phraseWord = fromPhrases.get(token);
    const word: SearchWord = phraseWord ? { word: phraseWord } : { word: token, ...(synonyms.has(token) ? { synonym: synonyms.get(token)! } : {}) };
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
