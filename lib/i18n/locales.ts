/**
 * The site's two languages. French is the default and lives at the plain addresses; Arabic lives
 * under /ar with the same path after it (/ar/motos-a-vendre). Browser-safe and tiny: the header's
 * language switch loads it on every page.
 */
import { ARABIC_PREFIX, type Locale } from './locale-path';

export { LOCALES, localePath, type Locale } from './locale-path';

/** The cookie that remembers the visitor's chosen language (a year). */
export const LOCALE_COOKIE = 'motomaroc_langue';

/** The switch to a language (app/langue): it remembers the choice and keeps the page. */
export const switchUrl = (locale: Locale) => `/langue/${locale}`;

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'ar';
}

export const LOCALE_DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { fr: 'ltr', ar: 'rtl' };

/** The language as hreflang and Open Graph name it. */
export const LOCALE_TAG: Record<Locale, string> = { fr: 'fr-MA', ar: 'ar-MA' };

/** Each language's name written in itself, as the switch shows it. */
export const LOCALE_NAME: Record<Locale, string> = { fr: 'Français', ar: 'العربية' };

/**
 * A page's path in app/[locale], the one page tree of both languages: ('fr', '/boutiques') →
 * '/fr/boutiques' (the address French visitors see has no prefix: next.config.ts rewrites it).
 * What the proxy rewrites to, and what the page cache knows pages by.
 */
export function treePath(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language of an address and its French path: '/ar/boutiques' → ar, '/boutiques'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === ARABIC_PREFIX) return { locale: 'ar', path: '/' };
  if (pathname.startsWith(`${ARABIC_PREFIX}/`)) return { locale: 'ar', path: pathname.slice(ARABIC_PREFIX.length) };
  return { locale: 'fr', path: pathname };
}
