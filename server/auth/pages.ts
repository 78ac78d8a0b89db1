/** What the sign-in pages need from the server: the Firebase web settings, the cities, a safe `next`. */
import 'server-only';
import { v1 } from '@/lib/api';
import { safeReturnPath } from '@/lib/return-url';
import { firebaseWebConfig } from './firebase-web';
import type { Locale } from '@/lib/i18n/locales';
import type { CityChoice } from '@/lib/schemas/reference';
import { cityChoicesIn } from '../reference-names';

export async function authPageData(searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const params = await searchParams;
  const next = safeReturnPath(params.next);
  return { config: firebaseWebConfig(), next: next?.startsWith('/auth/') ? null : next, params };
}

/** The cities of the forms' pickers (sign-up, profile, posting), named and in alphabetical order in `locale`. */
export async function cityChoices(locale: Locale): Promise<CityChoice[]> {
  return cityChoicesIn(locale, await v1.ville.villes());
}
