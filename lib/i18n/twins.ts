/**
 * Which French pages have an Arabic twin, and where a link goes from a page in a language.
 * A module of its own, apart from locales.ts: the lazily loaded search suggestions need it, and
 * the scripts every page loads do not.
 */
import { localePath, type Locale } from './locale-path';

/**
 * The pages that exist in French only: those inside a `(francais)` group of app/[locale] (the
 * back office, Firebase's action page and the local Google stand-in, the health page); every
 * other page of app/[locale] exists in both languages. twins.test.ts reads the tree to keep the
 * two in step.
 */
const FRENCH_ONLY = /^\/(?:compte\/admin|auth\/action|auth\/google-local|sante)(?:\/|$)/;

/** Whether a French path has an Arabic twin: the switch, hreflang and the sitemap offer only these. */
export function hasArabicTwin(path: string): boolean {
  return !FRENCH_ONLY.test(path.split('?')[0]!);
}

/** Where a link to a French path goes from a page in `locale`: its twin when it has one, else the French page. */
export function localeHref(locale: Locale, path: string): string {
  return locale === 'ar' && hasArabicTwin(path) ? localePath('ar', path) : path;
}
