/**
 * Fills the {name} places of a text a client component got from the catalogues (the server left
 * them for values only the browser knows: "{n} sur {total}"). Tiny: client components ship it.
 */
export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));

/**
 * A message a client form shows (its own check's, Firebase's, v1's: written in French) in the
 * page's language, when the translations the server gave it have it; else as it is.
 */
export const translatedMessage = (translations: Record<string, string>, message: string | null | undefined): string | null =>
  message ? (translations[message] ?? message) : null;
