/**
 * The names of reference data in a language: cities and equipment categories. Both are reference
 * data (server/db/seed/reference-data) with their Arabic names: an Arabic page says الدار البيضاء
 * where a French one says Casablanca, in its titles too, which is what an Arabic search engine
 * query finds. A name the reference data does not know stays as written. Addresses and filters
 * keep the French name, the one the listings store.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { CATEGORY_NAMES_AR, CITIES } from './db/seed/reference-data';

const ARABIC_CITY_NAMES = new Map(CITIES.map((city) => [city.nom, city.nom_ar]));
const ARABIC_CATEGORY_NAMES = new Map(Object.entries(CATEGORY_NAMES_AR));

export function cityNameIn(locale: Locale, nom: string): string;
export function cityNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined;
export function cityNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined {
  if (locale === 'fr' || !nom) return nom;
  return ARABIC_CITY_NAMES.get(nom) ?? nom;
}

/** An equipment category's name in a language ("Casques", "الخوذات"). */
export function categoryNameIn(locale: Locale, nom: string): string;
export function categoryNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined;
export function categoryNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined {
  if (locale === 'fr' || !nom) return nom;
  return ARABIC_CATEGORY_NAMES.get(nom) ?? nom;
}
