/**
 * The BFF answers an Arabic page in Arabic, by the code of v1's error: the errors a page's buttons
 * can get (an owner's actions, a heart) each have their text; French pages get v1's words as they
 * are. The page says its language; nothing is read from the Referer or from the French text.
 */
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '@/lib/errors';
import { ALERT_ERRORS } from '@/lib/alerts';
import { FAVOURITE_ERRORS, FAVOURITE_MESSAGES, MAX_FAVOURITES } from '@/lib/favourites';
import { PAGE_LANGUAGE_HEADER } from '@/lib/api/browser';
import { OWNER_ACTION_ERRORS } from '@/lib/listing-states';
import { LISTING_ERRORS, LISTING_MESSAGES } from '@/lib/schemas/listing-write';
import { RATE_LIMIT_ERRORS } from '../api/rate-limits';
import { NOT_FOUND_ERRORS } from '../api/messages';
import { AUTH_ERRORS } from '../api/middleware/auth';
import { REQUEST_ERRORS } from '../api/middleware/errors';
import { translatedError } from '../i18n';
import { BFF_ERRORS } from './bff';
import { callerLocale, inCallerLanguage } from './bff-language';

const call = (headers: Record<string, string> = {}) => new Request('http://localhost/api/bff/favoris', { headers });
const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the caller’s language', () => {
  it('is the one the page says, French when it says nothing or something else', () => {
    expect(callerLocale(call({ [PAGE_LANGUAGE_HEADER]: 'ar' }))).toBe('ar');
    expect(callerLocale(call({ [PAGE_LANGUAGE_HEADER]: 'fr' }))).toBe('fr');
    expect(callerLocale(call({ [PAGE_LANGUAGE_HEADER]: 'arabe' }))).toBe('fr');
    expect(callerLocale(call())).toBe('fr');
    // An Arabic Referer does not make a call Arabic: only the page's word does.
    expect(callerLocale(call({ referer: 'http://localhost/ar/compte/annonce' }))).toBe('fr');
  });
});

describe('answers in the caller’s language', () => {
  it('have an Arabic text for every refusal of an owner’s buttons and of a heart', () => {
    const codes = [
      ...Object.values(OWNER_ACTION_ERRORS),
      NOT_FOUND_ERRORS.annonce,
      AUTH_ERRORS.invalidToken,
      REQUEST_ERRORS.unavailable,
      ...Object.values(FAVOURITE_ERRORS),
      RATE_LIMIT_ERRORS.favourites,
      BFF_ERRORS.sessionEnded,
      ALERT_ERRORS.notFound,
      ALERT_ERRORS.nom,
    ];
    expect(codes.filter((code) => !translatedError('ar', code, { max: MAX_FAVOURITES }))).toEqual([]);
    expect(codes.filter((code) => translatedError('fr', code) !== undefined)).toEqual([]);
  });

  it('rewrite the text of an error whose code has its Arabic, and keep the status, the rest of the body and the cookies', async () => {
    const refused = await inCallerLanguage(answer(409, errorAnswer(OWNER_ACTION_ERRORS.prolonger), { 'set-cookie': 'a=1; Path=/' }), 'ar');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'لا يُمدَّد إلا إعلان منشور أو منتهي الصلاحية.', code: OWNER_ACTION_ERRORS.prolonger });
    expect(refused.headers.getSetCookie()).toEqual(['a=1; Path=/']);
    const unknown = await inCallerLanguage(answer(400, { error: 'Un message sans code.' }), 'ar');
    expect(await unknown.json()).toEqual({ error: 'Un message sans code.' });
    const noArabic = await inCallerLanguage(answer(400, { error: 'Texte', code: 'inconnu.code' }), 'ar');
    expect(await noArabic.json()).toEqual({ error: 'Texte', code: 'inconnu.code' });
    const french = answer(409, errorAnswer(OWNER_ACTION_ERRORS.prolonger));
    expect(await inCallerLanguage(french, 'fr')).toBe(french);
    const ok = answer(200, { total: 1 });
    expect(await inCallerLanguage(ok, 'ar')).toBe(ok);
  });

  it('fill in the parameters the answer carries: the daily limit whatever the role’s, the favourites’ limit', async () => {
    const daily = async (limit: number) =>
      (await (await inCallerLanguage(answer(429, errorAnswer(LISTING_ERRORS.dailyLimit, { limit })), 'ar')).json()) as { error: string };
    expect((await daily(5)).error).toBe('سبق أن أضفت 5 إعلانات خلال 24 ساعة، وهو الحد الأقصى لحسابك. أعد المحاولة غدًا.');
    expect((await daily(20)).error).toBe('سبق أن أضفت 20 إعلانًا خلال 24 ساعة، وهو الحد الأقصى لحسابك. أعد المحاولة غدًا.');
    expect(errorAnswer(LISTING_ERRORS.dailyLimit, { limit: 3 })).toEqual({
      error: LISTING_MESSAGES.dailyLimit({ limit: 3 }),
      code: 'listing.dailyLimit',
      params: { limit: 3 },
    });
    expect(translatedError('ar', FAVOURITE_ERRORS.limit, { max: MAX_FAVOURITES })).toContain(String(MAX_FAVOURITES));
    expect(errorAnswer(FAVOURITE_ERRORS.limit, { max: MAX_FAVOURITES }).error).toBe(FAVOURITE_MESSAGES.limit());
  });
});
