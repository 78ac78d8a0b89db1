/**
 * The BFF answers an Arabic page in Arabic: v1's French errors that a page's buttons can get (an
 * owner's actions, a heart) each have their text, French pages get v1's words as they are.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '@/lib/alerts';
import { FAVOURITE_MESSAGES, MAX_FAVOURITES } from '@/lib/favourites';
import { OWNER_ACTION_REFUSALS } from '@/lib/listing-states';
import { RATE_LIMITS } from '../api/rate-limits';
import { NOT_FOUND } from '../api/messages';
import { AUTH_MESSAGES } from '../api/middleware/auth';
import { MESSAGES } from '../api/middleware/errors';
import { translator } from '../i18n';
import { LISTING_MESSAGES } from '@/lib/schemas/listing-write';
import { answerTranslations, callerLocale, inCallerLanguage, translatedAnswer } from './bff-language';

const call = (referer?: string) => new Request('http://localhost/api/bff/favoris', { headers: referer ? { referer } : {} });
const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the caller’s language', () => {
  it('is the language of the page in the Referer, French without one', () => {
    expect(callerLocale(call('http://localhost/ar/compte/annonce'))).toBe('ar');
    expect(callerLocale(call('http://localhost/ar'))).toBe('ar');
    expect(callerLocale(call('http://localhost/arabe'))).toBe('fr');
    expect(callerLocale(call('http://localhost/compte/annonce'))).toBe('fr');
    expect(callerLocale(call())).toBe('fr');
    expect(callerLocale(call('pas une adresse'))).toBe('fr');
  });
});

describe('answers in the caller’s language', () => {
  it('have an Arabic text for every refusal of an owner’s buttons and of a heart', () => {
    const arabic = answerTranslations('ar');
    const answers = [
      ...Object.values(OWNER_ACTION_REFUSALS),
      NOT_FOUND.annonce,
      AUTH_MESSAGES.invalidToken,
      MESSAGES.unavailable,
      ...Object.values(FAVOURITE_MESSAGES),
      RATE_LIMITS.favourites.message,
      'Votre session a expiré. Veuillez vous reconnecter.',
      ALERT_MESSAGES.notFound,
      ALERT_MESSAGES.nom,
    ];
    expect(answers.filter((message) => !arabic[message])).toEqual([]);
    expect(answerTranslations('fr')).toEqual({});
  });

  it('keep the French favourites’ notices word for word as v1 says them', () => {
    const t = translator('fr', 'favourites');
    expect(t('notices.limite', { max: MAX_FAVOURITES })).toBe(FAVOURITE_MESSAGES.limit);
    expect(t('notices.introuvable')).toBe(FAVOURITE_MESSAGES.notFound);
    expect(t('notices.trop')).toBe(RATE_LIMITS.favourites.message);
    expect(t('noOwner')).toBe(FAVOURITE_MESSAGES.noOwner);
  });

  it('rewrite only an error that has its Arabic, and keep the status, the rest of the body and the cookies', async () => {
    const refused = await inCallerLanguage(answer(409, { error: OWNER_ACTION_REFUSALS.prolonger, code: 'x' }, { 'set-cookie': 'a=1; Path=/' }), 'ar');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'لا يُمدَّد إلا إعلان منشور أو منتهي الصلاحية.', code: 'x' });
    expect(refused.headers.getSetCookie()).toEqual(['a=1; Path=/']);
    const unknown = await inCallerLanguage(answer(400, { error: 'Un message sans traduction.' }), 'ar');
    expect(await unknown.json()).toEqual({ error: 'Un message sans traduction.' });
    const french = answer(409, { error: OWNER_ACTION_REFUSALS.prolonger });
    expect(await inCallerLanguage(french, 'fr')).toBe(french);
    const ok = answer(200, { total: 1 });
    expect(await inCallerLanguage(ok, 'ar')).toBe(ok);
  });

  it('read a number back from an answer that carries one: the daily limit, whatever the role’s', () => {
    expect(translatedAnswer('ar', LISTING_MESSAGES.dailyLimit(5))).toBe('سبق أن أضفت 5 إعلانات خلال 24 ساعة، وهو الحد الأقصى لحسابك. أعد المحاولة غدًا.');
    expect(translatedAnswer('ar', LISTING_MESSAGES.dailyLimit(20))).toBe('سبق أن أضفت 20 إعلانًا خلال 24 ساعة، وهو الحد الأقصى لحسابك. أعد المحاولة غدًا.');
    expect(translatedAnswer('ar', 'Vous avez déjà déposé beaucoup annonces en 24 heures, la limite de votre compte. Réessayez demain.')).toBeUndefined();
    // The catalogue's French is v1's own sentence.
    expect(translator('fr', 'numberedAnswers')('dailyLimit', { n: 3, limit: '3' })).toBe(LISTING_MESSAGES.dailyLimit(3));
  });
});
