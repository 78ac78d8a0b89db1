/**
 * Fills the {name} places of a text a client component got from the catalogues (the server left
 * them for values only the browser knows: "{n} sur {total}"). Tiny: client components ship it.
 */
export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
