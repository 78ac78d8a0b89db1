/**
 * A page says its language to the BFF in a header of each call, and the BFF answers v1's errors
 * in it (server/auth/bff-language.ts). The page's language is its document's: <html lang>.
 */
import { isLocale, type Locale } from './locales';

export const PAGE_LANGUAGE_HEADER = 'x-page-language';

/** The language of the page shown (French where there is no document: a test, a worker). */
export function pageLanguage(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : 'fr';
}
