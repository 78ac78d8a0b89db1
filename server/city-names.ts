/**
 * A city's name in a language. The cities are reference data (server/db/seed/reference-data),
 * each with its Arabic name: an Arabic page says الدار البيضاء where a French one says
 * Casablanca, in its titles too, which is what an Arabic search engine query finds. A city the
 * reference data does not know keeps its name as written. Addresses and filters keep the French
 * name, the one the listings store.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { CITIES } from './db/seed/reference-data';

const ARABIC_NAMES = new Map(CITIES.map((city) => [city.nom, city.nom_ar]));

export function cityNameIn(locale: Locale, nom: string): string;
export function cityNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined;
export function cityNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined {
  if (locale === 'fr' || !nom) return nom;
  return ARABIC_NAMES.get(nom) ?? nom;
}
