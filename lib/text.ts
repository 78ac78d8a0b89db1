/** Text helpers shared by the server and the pages. */

/** Case-, accent- and separator-insensitive key of a name ("Béni Mellal" → "beni-mellal"). */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
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
