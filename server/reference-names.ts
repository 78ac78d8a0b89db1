/**
 * The names of reference data in a language: cities and categories. The cities and equipment
 * categories are reference data (server/db/seed/reference-data) with their Arabic names, our
 * eight moto categories have theirs in the catalogue (the posting form's): an Arabic page says
 * الدار البيضاء where a French one says Casablanca, in its titles too, which is what an Arabic
 * search engine query finds. A name these do not know stays as written. Addresses and filters
 * keep the French name, the one the listings store.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { CityChoice, Ville } from '@/lib/schemas/reference';
import { MOTO_CATEGORIES } from '@/lib/listing-types';
import { CATEGORY_NAMES_AR, CITIES } from './db/seed/reference-data';
import { translator } from './i18n';

const ARABIC_CITY_NAMES = new Map(CITIES.map((city) => [city.nom, city.nom_ar]));
const ARABIC_CATEGORY_NAMES = new Map([
  ...Object.entries(CATEGORY_NAMES_AR),
  ...MOTO_CATEGORIES.map((name) => [name, translator('ar', 'sell')(`motoCategories.${name}`)] as const),
]);

/** `nom` as an Arabic page names it, when `arabic` has it; as written otherwise, and on a French page. */
function nameIn(arabic: ReadonlyMap<string, string>, locale: Locale, nom: string | null | undefined): string | null | undefined {
  if (locale === 'fr' || !nom) return nom;
  return arabic.get(nom) ?? nom;
}

export function cityNameIn(locale: Locale, nom: string): string;
export function cityNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined;
export function cityNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined {
  return nameIn(ARABIC_CITY_NAMES, locale, nom);
}

/** Cities as a picker offers them: the stored name as the value, named and in alphabetical order in `locale`. */
export function cityChoicesIn(locale: Locale, villes: Ville[]): CityChoice[] {
  return villes.map((ville) => ({ value: ville.nom, label: cityNameIn(locale, ville.nom) })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Every category the reference data and the catalogue name in Arabic: [French name, Arabic name]. */
export function arabicCategoryNames(): [string, string][] {
  return [...ARABIC_CATEGORY_NAMES];
}

/** A category's Arabic name, null when the reference data does not know it (one an admin added). */
export function arabicCategoryName(nom: string): string | null {
  return ARABIC_CATEGORY_NAMES.get(nom) ?? null;
}

/** A moto's or an equipment's category in a language ("Scooter", "سكوتر"; "Casques", "الخوذات"). */
export function categoryNameIn(locale: Locale, nom: string): string;
export function categoryNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined;
export function categoryNameIn(locale: Locale, nom: string | null | undefined): string | null | undefined {
  return nameIn(ARABIC_CATEGORY_NAMES, locale, nom);
}
