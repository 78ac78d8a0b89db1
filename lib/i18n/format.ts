/**
 * Numbers, prices and dates in the visitor's language. Both languages write Western digits with a
 * space between thousands, as Moroccans do (45 000 درهم, not ٤٥٬٠٠٠); Arabic dates take Morocco's
 * month names (26 نونبر 2026). French keeps lib/format's spec formats exactly.
 */
import {
  formatAmount,
  formatCylindree,
  formatDateMedium,
  formatDateShort,
  formatDateTime,
  formatKilometrage,
  formatNumber,
  formatPrice,
  TIME_ZONE,
} from '../format';
import type { Locale } from './locales';

const ARABIC_NO_PRICE = 'الثمن غير محدد';
const arabicDate = new Intl.DateTimeFormat('ar-MA-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });

/** 45000 → "45 000 Dh" or "45 000 درهم" (the unit never wraps alone onto the next line). */
export function formatPriceIn(locale: Locale, prix: number | null | undefined): string {
  if (locale === 'fr') return formatPrice(prix);
  if (prix === null || prix === undefined) return ARABIC_NO_PRICE;
  return `${formatNumber(prix)}\u00a0درهم`;
}

/** A listing's date on a card: "21/11/2026" or "21 نونبر 2026". */
export function formatDateIn(locale: Locale, date: Date | string): string {
  return locale === 'fr' ? formatDateShort(date) : arabicDate.format(new Date(date));
}

/** A date in a sentence: "21 nov. 2026" or "21 نونبر 2026". */
export function formatDateMediumIn(locale: Locale, date: Date | string): string {
  return locale === 'fr' ? formatDateMedium(date) : arabicDate.format(new Date(date));
}

/** An amount paid, to the centime, as receipts show it: "199,00 Dh" or "199,00 درهم". */
export function formatAmountIn(locale: Locale, dh: number): string {
  return locale === 'fr' ? formatAmount(dh) : formatAmount(dh).replace(/Dh$/, 'درهم');
}

/** A moment: "21/11/2026 14:05" or "21 نونبر 2026 في 14:05" (made on demand: only mails write it). */
export function formatDateTimeIn(locale: Locale, date: Date | string): string {
  if (locale === 'fr') return formatDateTime(date);
  const format = new Intl.DateTimeFormat('ar-MA-u-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  return format.format(new Date(date));
}

/** 15400 → "15 400 km" or "15 400 كلم". */
export function formatKilometrageIn(locale: Locale, km: number | null | undefined): string | null {
  if (locale === 'fr' || km === null || km === undefined) return formatKilometrage(km);
  return `${formatNumber(km)}\u00a0كلم`;
}

/**
 * 689 → "689 cm³" (Moroccans write engine sizes so in both languages). In Arabic, isolated left
 * to right (LRI…PDI): inside an Arabic sentence the number and its Latin unit swapped ("cm³ 162").
 */
export function formatCylindreeIn(locale: Locale, cc: number | null | undefined): string | null {
  const written = formatCylindree(cc);
  return written && leftToRightIn(locale, written);
}

/**
 * A text written left to right whatever the page's language (a tyre size, "120/70-17"): in Arabic,
 * isolated (LRI…PDI), else an Arabic sentence shows "19-110/90".
 */
export const leftToRightIn = (locale: Locale, text: string): string => (locale === 'ar' ? `\u2066${text}\u2069` : text);

/** A listing's condition on its card: "Neuve" (a moto), "Neuf" or "Occasion" (equipment). */
export function conditionIn(locale: Locale, kind: 'moto' | 'equipement', neuf: boolean): string {
  if (locale === 'ar') return neuf ? (kind === 'moto' ? 'جديدة' : 'جديد') : 'مستعمل';
  return neuf ? (kind === 'moto' ? 'Neuve' : 'Neuf') : 'Occasion';
}

/** A whole number with its thousands apart, the same in both languages: 12500 → "12 500". */
export { formatNumber };
