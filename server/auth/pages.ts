/** What the sign-in pages need from the server: the Firebase web settings, the cities, a safe `next`. */
import 'server-only';
import { v1 } from '@/lib/api';
import { safeReturnPath } from '@/lib/return-url';
import { firebaseWebConfig } from './firebase-web';
import type { Locale } from '@/lib/i18n/locales';
import type { CityChoice } from '@/lib/schemas/reference';
import { cityNameIn } from '../reference-names';

export async function authPageData(searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const params = await searchParams;
  const next = safeReturnPath(params.next);
  return { config: firebaseWebConfig(), next: next?.startsWith('/auth/') ? null : next, params };
}

/** The cities of the forms' pickers (sign-up, profile, posting), named and in alphabetical order in `locale`. */
export async function cityChoices(locale: Locale): Promise<CityChoice[]> {
  const villes = await v1.ville.villes();
  return villes.map((ville) => ({ value: ville.nom, label: cityNameIn(locale, ville.nom) })).sort((a, b) => a.label.localeCompare(b.label, locale));
}
