/**
 * The BFF answers in the language of the page that calls it. v1 writes its errors in French (the
 * spec's texts); a call from an Arabic page (its Referer) gets the Arabic of each error the
 * catalogue has (formErrors, favourites), so that a client component shows it as it comes, and no
 * translation table weighs on the pages' scripts.
 */
import 'server-only';
import { FAVOURITE_MESSAGES, MAX_FAVOURITES } from '@/lib/favourites';
import { LISTING_MESSAGES } from '@/lib/schemas/listing-write';
import { splitLocale, type Locale } from '@/lib/i18n/locales';
import { RATE_LIMITS } from '../api/rate-limits';
import { messageTranslations, translator } from '../i18n';

/** The language of the page behind a call: its Referer's path (French without one). */
export function callerLocale(request: Request): Locale {
  const referer = request.headers.get('referer');
  if (!referer) return 'fr';
  try {
    return splitLocale(new URL(referer).pathname).locale;
  } catch {
    return 'fr';
  }
}

const tables = new Map<Locale, Record<string, string>>();

/** French answer → its text in `locale`: the forms' messages and the hearts'. Empty in French. */
export function answerTranslations(locale: Locale): Record<string, string> {
  if (locale === 'fr') return {};
  if (!tables.has(locale)) {
    const t = translator(locale, 'favourites');
    tables.set(locale, {
      ...messageTranslations(locale),
      [FAVOURITE_MESSAGES.limit]: t('notices.limite', { max: MAX_FAVOURITES }),
      [FAVOURITE_MESSAGES.notFound]: t('notices.introuvable'),
      [FAVOURITE_MESSAGES.noOwner]: t('noOwner'),
      [RATE_LIMITS.favourites.message]: t('notices.trop'),
    });
  }
  return tables.get(locale)!;
}

/** v1's answers that carry a number (the daily limit depends on the role), read back from their French. */
const NUMBERED = [{ key: 'dailyLimit', french: LISTING_MESSAGES.dailyLimit }] as const;
const MARK = 987654321;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const numberedPatterns = NUMBERED.map(({ key, french }) => ({ key, pattern: new RegExp(`^${escape(french(MARK)).replace(String(MARK), '(\\d+)')}$`) }));

/** `message` in `locale`: its catalogue text, or that of a numbered answer; undefined when it has none. */
export function translatedAnswer(locale: Locale, message: string): string | undefined {
  const exact = answerTranslations(locale)[message];
  if (exact) return exact;
  for (const { key, pattern } of numberedPatterns) {
    const number = pattern.exec(message)?.[1];
    if (number) return translator(locale, 'numberedAnswers')(key, { n: Number(number), limit: number });
  }
  return undefined;
}

/** An error answer ({ error }) in `locale` where the catalogue has its text; any other answer as it is. */
export async function inCallerLanguage(response: Response, locale: Locale): Promise<Response> {
  if (locale === 'fr' || response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const translated = body && typeof body.error === 'string' ? translatedAnswer(locale, body.error) : undefined;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(translated ? { ...body, error: translated } : body), { status: response.status, headers });
}
