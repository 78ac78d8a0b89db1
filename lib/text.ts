/** Text helpers shared by the server and the pages. */

/** Latin letters that lose their accent but have no decomposition (PostgreSQL's unaccent maps them too). */
const LATIN_FOLDS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ı: 'i', œ: 'oe', æ: 'ae', ß: 'ss', þ: 'th', ð: 'd' };

/** Lower case without accents ("Akrapovič Œuvre" → "akrapovic oeuvre"), as PostgreSQL's lower(unaccent()) gives it. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[øłđıœæßþð]/g, (letter) => LATIN_FOLDS[letter] ?? letter);
}

/** Case-, accent- and separator-insensitive key of a name ("Béni Mellal" → "beni-mellal"). */
export function foldName(name: string): string {
  return foldLatin(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The item of `items` whose name folds like `typed`, if any. */
export function findByName<T>(items: T[], nameOf: (item: T) => string, typed: string | undefined): T | undefined {
  if (!typed) return undefined;
  const key = foldName(typed);
  return items.find((item) => foldName(nameOf(item)) === key);
}

/** decodeURIComponent that gives the input back instead of throwing on a malformed escape. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Characters that embed or override the direction of the text after them (U+202A–U+202E) or
 * isolate it (U+2066–U+2069). Written by a person, they draw a link backwards past our checks or
 * reverse our own text beside theirs. The marks U+200E/U+200F stay: Arabic writers use them.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without direction embeddings, overrides or isolates (see DIRECTION_CONTROLS). */
export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '');
}

/** Whether the text holds a direction embedding, override or isolate. */
export function hasDirectionControls(text: string): boolean {
  DIRECTION_CONTROLS.lastIndex = 0;
  return DIRECTION_CONTROLS.test(text);
}

/**
 * A person's text isolated from ours where markup cannot do it (a page's title, a notification):
 * first strong isolate … pop directional isolate, so that an Arabic name does not reorder a
 * French suffix, nor a Latin one an Arabic sentence.
 */
export function isolated(text: string): string {
  return `\u2068${withoutDirectionControls(text)}\u2069`;
}
