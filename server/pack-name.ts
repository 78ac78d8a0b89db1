/**
 * A sponsoring pack's name and its price per day, in a language. The team names packs in French, in the database; an
 * Arabic page names a pack by its days (باقة 7 أيام) rather than show French inside Arabic.
 */
import 'server-only';
import { formatPriceIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from './i18n';

export function packNameIn(locale: Locale, nom: string | null, days: number): string | null {
  return locale === 'fr' ? nom : translator(locale, 'sponsoringPage')('packName', { days });
}

/** "7 jours · 7 Dh par jour": what a day of the pack costs, in whole dirhams as prices are shown. */
export function packPerDayIn(locale: Locale, pack: { prix: number; nbr_jour: number }): string {
  return translator(locale, 'sponsoringPage')('perDay', { days: pack.nbr_jour, price: formatPriceIn(locale, pack.prix / pack.nbr_jour) });
}
