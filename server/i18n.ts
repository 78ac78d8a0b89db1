/**
 * The interface's texts, from the message catalogues (messages/fr.json, messages/ar.json) through
 * use-intl's translator, next-intl's core (ICU messages: Arabic has six plural forms). Server
 * components and server code read them here; client components read the namespaces their page
 * gives them, already formatted (clientTexts, components/texts), so that a page sends only its own
 * texts in its own language, and no message runtime weighs on the 150 kB of first-load JavaScript.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { LISTING_URL_TYPES, type ListingUrlType } from '@/lib/listing-types';
import { latestModelYear } from '@/lib/schemas/listing-write';
import { frenchError, type ErrorParams } from '@/lib/errors';
import type { Catalogue, Namespace } from '@/lib/i18n/catalogue';
import ar from '@/messages/ar.json';
import fr from '@/messages/fr.json';

export const CATALOGUES: Record<Locale, Catalogue> = { fr, ar };

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

/** A message's {name} places, and whether it has an argument the browser cannot fill (a plural, a select, a number or date format). */
const PLACE = /\{\s*(\w+)\s*\}/g;
const FORMATTED_ARGUMENT = /\{\s*\w+\s*,/;

type Tree = { [key: string]: string | Tree };
const clientNamespaces = new Map<string, unknown>();

/**
 * A namespace's texts as client components read them (components/texts): every message of it
 * formatted in `locale`, its {name} places left for the browser to fill (lib/i18n/fill). A message
 * with a plural, a select or a format cannot go: the browser has no message runtime (see
 * pluralForms); its namespace's first use throws, and server/i18n.test.ts tries every one.
 */
export function clientTexts<N extends Namespace>(locale: Locale, namespace: N): Catalogue[N] {
  const key = `${locale}:${namespace}`;
  if (!clientNamespaces.has(key)) {
    const t = translator(locale, namespace) as unknown as (path: string, values: Record<string, string>) => string;
    const formatted = (tree: Tree, prefix: string): Tree =>
      Object.fromEntries(
        Object.entries(tree).map(([name, message]) => {
          const path = `${prefix}${name}`;
          if (typeof message !== 'string') return [name, formatted(message, `${path}.`)];
          if (FORMATTED_ARGUMENT.test(message)) throw new Error(`${namespace}.${path}: a plural, select or format cannot be formatted in the browser`);
          return [name, t(path, Object.fromEntries([...message.matchAll(PLACE)].map(([place, argument]) => [argument!, place])))];
        }),
      );
    clientNamespaces.set(key, formatted(CATALOGUES[locale][namespace] as Tree, ''));
  }
  return clientNamespaces.get(key) as Catalogue[N];
}

/** The Arabic of error codes (lib/errors.ts): the catalogue's `errors`, by table then key. French has none: its texts are the tables' own. */
type ErrorCatalogue = Partial<Record<string, Record<string, string>>>;
const catalogueErrors = (locale: Locale): ErrorCatalogue => (CATALOGUES[locale] as { errors?: ErrorCatalogue }).errors ?? {};
// A text missing a parameter gives '' (no text) rather than a broken sentence: see translatedError.
const makeErrorTranslator = (locale: Locale) =>
  createTranslator({
    locale,
    messages: { errors: catalogueErrors(locale) } as Record<string, ErrorCatalogue>,
    namespace: 'errors',
    timeZone: 'Africa/Casablanca',
    onError: () => undefined,
    getMessageFallback: () => '',
  });
const errorTranslators = new Map<Locale, ReturnType<typeof makeErrorTranslator>>();

// The one text that depends on the date (listing.annee): its default, as the schema's check gives none.
const datedParams = (): ErrorParams => ({ last: latestModelYear() });

/**
 * One code's text in `locale`, with its parameters; undefined where the catalogue has none (and in
 * French), or when its parameters are not all given (a text v1 fills in, asked for without them).
 */
export function translatedError(locale: Locale, code: string, params?: ErrorParams): string | undefined {
  const [table, key] = code.split('.');
  if (locale === 'fr' || !table || !key || catalogueErrors(locale)[table]?.[key] === undefined) return undefined;
  if (!errorTranslators.has(locale)) errorTranslators.set(locale, makeErrorTranslator(locale));
  return (errorTranslators.get(locale)! as unknown as (key: string, values: ErrorParams) => string)(code, { ...datedParams(), ...params }) || undefined;
}

/** A code's text in `locale` (a page that states an error itself): the catalogue's, else the French of its table. */
export function errorInLanguage(locale: Locale, code: string, params?: ErrorParams): string {
  return translatedError(locale, code, params) ?? frenchError(code, params) ?? code;
}

/**
 * The texts a client form shows for the codes of the given tables (its own checks', Firebase's, a
 * failed call's), in `locale`: code → text, for lib/errors.ts's errorText. Empty in French.
 */
export function errorTranslations(locale: Locale, tables: readonly string[]): Record<string, string> {
  if (locale === 'fr') return {};
  const catalogue = catalogueErrors(locale);
  return Object.fromEntries(
    tables.flatMap((table) =>
      Object.keys(catalogue[table] ?? {}).flatMap((key) => {
        const text = translatedError(locale, `${table}.${key}`);
        return text ? [[`${table}.${key}`, text]] : [];
      }),
    ),
  );
}

/** Each listing type's name in a language (messages: listingTypes): "Equipement Motard". */
export function listingTypeNames(locale: Locale): Record<ListingUrlType, string> {
  const t = translator(locale, 'listingTypes');
  return Object.fromEntries(LISTING_URL_TYPES.map((type) => [type, t(type)])) as Record<ListingUrlType, string>;
}
