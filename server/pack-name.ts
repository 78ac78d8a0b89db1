/**
 * A sponsoring pack's name and its price per day, in a language. The team names packs in French and
 * may name them in Arabic too (nom_ar); an Arabic page names a pack without an Arabic name by its
 * days (باقة 7 أيام) rather than show French inside Arabic.
 */
import 'server-only';
import { formatPriceIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from './i18n';

/** A pack's names, as the packs and the sponsorings carry them (null: a pack no longer known). */
export interface PackNames {
  nom: string | null;
  nom_ar: string | null;
}

/** The name the team gave the pack in a language, or null when it has none there. */
export function packOwnNameIn(locale: Locale, pack: PackNames): string | null {
  return locale === 'fr' ? pack.nom : pack.nom_ar;
}

/** The pack's name in a language: its own, else (Arabic) its days. */
export function packNameIn(locale: Locale, pack: PackNames, days: number): string | null {
  return packOwnNameIn(locale, pack) ?? (locale === 'fr' ? null : translator(locale, 'sponsoringPage')('packName', { days }));
}

/** The pack's description in a language, or null when it has none there. */
export function packDescriptionIn(locale: Locale, pack: { description: string; description_ar: string | null }): string | null {
  return (locale === 'fr' ? pack.description : pack.description_ar) || null;
}

/** "7 jours · 7 Dh par jour": what a day of the pack costs, in whole dirhams as prices are shown. */
export function packPerDayIn(locale: Locale, pack: { prix: number; nbr_jour: number }): string {
  return translator(locale, 'sponsoringPage')('perDay', { days: pack.nbr_jour, price: formatPriceIn(locale, pack.prix / pack.nbr_jour) });
}
