/**
 * French formatting (spec: locale fr, prices in Dh, dates dd/MM/y and d MMM y), in Morocco's
 * time zone so that server and browser print the same day.
 */
export const TIME_ZONE = 'Africa/Casablanca';
export const NO_PRICE = 'Prix non specifie';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE });
const amount = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const mediumDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });

/** 45000 → "45 000 Dh" (French grouping; the unit never wraps alone onto the next line). */
export function formatPrice(prix: number | null | undefined): string {
  if (prix === null || prix === undefined) return NO_PRICE;
  return `${number.format(prix)}\u00a0Dh`;
}

/** An amount paid, to the centime, as receipts show it: 199 → "199,00 Dh". */
export function formatAmount(dh: number): string {
  return `${amount.format(dh)}\u00a0Dh`;
}

/** "21/11/2026 14:05" (Morocco's time) */
export function formatDateTime(date: Date | string): string {
  return dateTime.format(new Date(date));
}

/** 12500 → "12 500" */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** "21/11/2026" (dd/MM/y) */
export function formatDateShort(date: Date | string): string {
  return shortDate.format(new Date(date));
}

/** "21 nov. 2026" (d MMM y) */
export function formatDateMedium(date: Date | string): string {
  return mediumDate.format(new Date(date));
}

/** 15400 → "15 400 km" */
export function formatKilometrage(km: number | null | undefined): string | null {
  return km === null || km === undefined ? null : `${number.format(km)}\u00a0km`;
}

/** 689 → "689 cm³" */
export function formatCylindree(cc: number | null | undefined): string | null {
  return cc === null || cc === undefined ? null : `${number.format(cc)}\u00a0cm³`;
}

const dayParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** The day of an instant in Morocco, as a date field holds it: "2026-11-21". */
export function moroccoDay(date: Date | string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(date)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Midnight in Morocco on a date field's day, as an ISO instant. Morocco is on UTC+1 except during
 * Ramadan (UTC+0), so the offset is found, not assumed.
 */
export function moroccoDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [1, 0, 2]) {
    const instant = new Date(utcMidnight - offsetHours * 3_600_000);
    const parts = Object.fromEntries(dayParts.formatToParts(instant).map((part) => [part.type, part.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` === day && parts.hour === '00') return instant.toISOString();
  }
  return new Date(utcMidnight - 3_600_000).toISOString();
}
