/**
 * A page's addresses in each language, for its metadata (canonical and hreflang alternates) and
 * for the sitemap: fr, ar and x-default (the French page, the one for everyone else).
 */
import { LOCALE_TAG, localePath, type Locale } from './locales';
import { hasArabicTwin } from './twins';

/** hreflang → address, for a French path that has an Arabic twin; null when it has none. */
export function languageAlternates(path: string): Record<string, string> | null {
  if (!hasArabicTwin(path)) return null;
  return { [LOCALE_TAG.fr]: path, [LOCALE_TAG.ar]: localePath('ar', path), 'x-default': path };
}

/** Next's `alternates` for a page in a language: its own canonical address and its twins. */
export function pageAlternates(locale: Locale, path: string): { canonical: string; languages?: Record<string, string> } {
  const languages = languageAlternates(path);
  return { canonical: localePath(locale, path), ...(languages ? { languages } : {}) };
}
