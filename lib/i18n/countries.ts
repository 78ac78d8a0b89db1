/**
 * A country as the database holds it (its French name, typed by an admin: "Japon") in a language,
 * through the names Intl knows for every region: "اليابان". A name Intl does not know gives null,
 * so that an Arabic page shows nothing rather than French.
 */
import type { Locale } from './locales';

let codeOfFrenchName: Map<string, string> | null = null;

/** French name (folded) → region code, built once from every two-letter code. */
function regionCodes(): Map<string, string> {
  if (codeOfFrenchName) return codeOfFrenchName;
  const french = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
  const codes = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters)
    for (const second of letters) {
      const name = french.of(first + second);
      if (name) codes.set(fold(name), first + second);
    }
  codeOfFrenchName = codes;
  return codes;
}

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

export function countryIn(locale: Locale, frenchName: string | null | undefined): string | null {
  if (!frenchName) return null;
  if (locale === 'fr') return frenchName;
  const code = regionCodes().get(fold(frenchName));
  return code ? (new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? null) : null;
}
