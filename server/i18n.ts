/**
 * The interface's texts, from the message catalogues (messages/fr.json, messages/ar.json) through
 * use-intl's translator, next-intl's core (ICU messages: Arabic has six plural forms). Only server
 * components and server code read them: client components get their texts as props, so that a page sends only its
 * own texts in its own language, and no message runtime weighs on the 150 kB of first-load
 * JavaScript.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { LISTING_URL_TYPES, type ListingUrlType } from '@/lib/listing-types';
import { latestModelYear } from '@/lib/schemas/listing-write';
import ar from '@/messages/ar.json';
import fr from '@/messages/fr.json';

export type Messages = typeof fr;
export const CATALOGUES: Record<Locale, Messages> = { fr, ar };

export type Namespace = keyof Messages;

const makeTranslator = <N extends Namespace>(locale: Locale, namespace: N) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: 'Africa/Casablanca' });
/** One per language and namespace: a translator keeps the messages it has parsed (a digest run writes thousands of mails). */
const translators = new Map<string, unknown>();

/** The texts of one part of the interface in one language: translator('ar', 'home')('title'). */
export function translator<N extends Namespace>(locale: Locale, namespace: N): ReturnType<typeof makeTranslator<N>> {
  const key = `${locale}:${namespace}`;
  if (!translators.has(key)) translators.set(key, makeTranslator(locale, namespace));
  return translators.get(key) as ReturnType<typeof makeTranslator<N>>;
}

/**
 * A plural message for a client component that has no message runtime: its text in each of the
 * language's plural forms, with {count} left for the browser, which picks the form with
 * Intl.PluralRules (built in). `format` gets a number of that form: t('key', { n, count: '{count}' }).
 */
export function pluralForms(locale: Locale, format: (n: number) => string): Partial<Record<Intl.LDMLPluralRule, string>> {
  const rules = new Intl.PluralRules(locale);
  const wanted = rules.resolvedOptions().pluralCategories.length;
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  // The first number of each form (French's "many" starts at a million: its texts fall back to "other").
  for (let n = 0; n <= 1000 && Object.keys(forms).length < wanted; n++) forms[rules.select(n)] ??= format(n);
  return forms;
}

/**
 * The messages client forms show, made in French where they are made (the schemas' checks,
 * Firebase's errors, v1's answers), paired with their text in `locale` (messages: formErrors):
 * French message → translation. Empty in French. See lib/i18n/fill's translatedMessage.
 */
export function messageTranslations(locale: Locale): Record<string, string> {
  if (locale === 'fr') return {};
  // The few that depend on the date.
  const values = { maxYear: String(latestModelYear()) };
  const french = translator('fr', 'formErrors');
  const local = translator(locale, 'formErrors');
  const keys = Object.keys(CATALOGUES.fr.formErrors) as (keyof Messages['formErrors'])[];
  return Object.fromEntries(keys.map((key) => [french(key, values), local(key, values)]));
}

/** Each listing type's name in a language (messages: listingTypes): "Equipement Motard". */
export function listingTypeNames(locale: Locale): Record<ListingUrlType, string> {
  const t = translator(locale, 'listingTypes');
  return Object.fromEntries(LISTING_URL_TYPES.map((type) => [type, t(type)])) as Record<ListingUrlType, string>;
}
