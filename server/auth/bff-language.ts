/**
 * The BFF answers in the language of the page that calls it, which the page says in a header of
 * each call (lib/api/browser.ts). v1 answers every error with a code beside the spec's French
 * text (lib/errors.ts); a call from an Arabic page gets the catalogue's Arabic of that code, so that a
 * client component shows the answer as it comes, and no translation table weighs on the pages'
 * scripts. A code the catalogue has no Arabic for keeps its French.
 */
import 'server-only';
import { PAGE_LANGUAGE_HEADER } from '@/lib/api/browser';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { ErrorAnswer } from '@/lib/errors';
import { translatedError } from '../i18n';

/** The language the calling page says it is in (French when it says nothing or something else). */
export function callerLocale(request: Request): Locale {
  const said = request.headers.get(PAGE_LANGUAGE_HEADER);
  return isLocale(said) ? said : 'fr';
}

/** An error answer ({ error, code, params }) in `locale` where the catalogue has its code; any other answer as it is. */
export async function inCallerLanguage(response: Response, locale: Locale): Promise<Response> {
  if (locale === 'fr' || response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as Partial<ErrorAnswer> | null;
  const translated = body && typeof body.code === 'string' ? translatedError(locale, body.code, body.params) : undefined;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(translated ? { ...body, error: translated } : body), { status: response.status, headers });
}
