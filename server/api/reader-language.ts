/**
 * The language a caller reads, from Accept-Language: the BFF sends the language of the page a call
 * comes from. Only the first tag counts, so that a French browser listing Arabic second stays
 * French; anything but Arabic is French, the site's default.
 */
import type { Locale } from '@/lib/i18n/locales';

export function readerLanguage(acceptLanguage: string | undefined): Locale {
  return /^\s*ar(?:-[a-z0-9]+)*\s*(?:[;,]|$)/i.test(acceptLanguage ?? '') ? 'ar' : 'fr';
}
