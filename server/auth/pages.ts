/** What the sign-in pages need from the server: the Firebase web settings, the cities, a safe `next`. */
import 'server-only';
import { v1 } from '@/lib/api';
import { safeReturnPath } from '@/lib/return-url';
import { firebaseWebConfig } from './firebase-web';

export async function authPageData(searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const params = await searchParams;
  const next = safeReturnPath(params.next);
  return { config: firebaseWebConfig(), next: next?.startsWith('/auth/') ? null : next, params };
}

/** City names for the sign-up and profile forms, in alphabetical order. */
export async function cityNames(): Promise<string[]> {
  const villes = await v1.ville.villes();
  return villes.map((ville) => ville.nom).sort((a, b) => a.localeCompare(b, 'fr'));
}
