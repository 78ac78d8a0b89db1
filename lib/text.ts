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
