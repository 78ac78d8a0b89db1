/**
 * The site's two languages and the address of a page in each: on its own, tiny, because the client
 * components of every page need it (components/texts' useLocalePath), and lib/i18n/locales has
 * more that they do not.
 */
export const LOCALES = ['fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where the Arabic pages start (French lives at the plain addresses). */
export const ARABIC_PREFIX = '/ar';

/** The address of a French path in a language: ('ar', '/motos-a-vendre') → '/ar/motos-a-vendre'; '/' → '/ar'. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'fr') return path;
  return path === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`;
}
