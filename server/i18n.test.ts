import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import ar from '@/messages/ar.json';
import { formatNumber } from '@/lib/format';
import { pluralText } from '@/lib/i18n/plural';
import { CLIENT_NAMESPACES } from '@/lib/i18n/catalogue';
import { clientTexts, pluralForms, translator } from './i18n';

type Tree = { [key: string]: string | Tree };

/** What an ICU message is made of: the arguments and tags it takes, and its words. */
function partsOf(elements: MessageFormatElement[], parts = { args: new Set<string>(), words: [] as string[] }) {
  for (const element of elements) {
    if (element.type === TYPE.literal) parts.words.push(element.value);
    else if (element.type === TYPE.pound) continue;
    else {
      parts.args.add(element.value);
      if (element.type === TYPE.tag) partsOf(element.children, parts);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) partsOf(option.value, parts);
    }
  }
  return parts;
}

/** Every key of a catalogue, with the ICU arguments its message takes and its words. */
function keysOf(tree: Tree, prefix = ''): Map<string, { args: string[]; text: string }> {
  const keys = new Map<string, { args: string[]; text: string }>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const parts = partsOf(parse(value));
      keys.set(path, { args: [...parts.args].sort(), text: parts.words.join(' ') });
    } else for (const [child, parts] of keysOf(value, path)) keys.set(child, parts);
  }
  return keys;
}

describe('the message catalogues', () => {
  const french = keysOf(fr as Tree);
  // The Arabic of error codes (errors.*) has no French twin: the French is the tables' own (lib/errors.ts, error-codes.test.ts).
  const arabic = new Map([...keysOf(ar as Tree)].filter(([key]) => !key.startsWith('errors.')));

  it('have the same keys in French and in Arabic', () => {
    expect([...french.keys()].filter((key) => !arabic.has(key))).toEqual([]);
    expect([...arabic.keys()].filter((key) => !french.has(key))).toEqual([]);
  });

  it('take the same arguments in both languages', () => {
    for (const [key, { args }] of french) expect({ key, args: arabic.get(key)?.args }).toEqual({ key, args });
  });

  it('leave no French and no empty text inside the Arabic one, brand names aside', () => {
    // Latin words allowed inside Arabic texts: our name, brands and models, card schemes.
    const allowed = new Set([
      'MotoMaroc',
      'BMW',
      'KTM',
      'Visa',
      'Mastercard',
      'iOS',
      'Google',
      'CMI',
      'D',
      'Secure',
      'App',
      'Store',
      'yamaha',
      'tmax',
      'shoei',
      'michelin',
      'MT',
      'PCX',
      'mt',
      'cm',
      'PDF',
      // A tyre's sidewall marking (120/70 ZR17 58W) and its speed letters, as written everywhere.
      'ZR',
      'W',
      'J',
      'Y',
      'Z',
    ]);
    for (const [key, { text }] of keysOf(ar as Tree)) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      const latin = (text.match(/[A-Za-zÀ-ÖØ-öø-ÿ]+/g) ?? []).filter((word) => !allowed.has(word));
      expect({ key, latin }).toEqual({ key, latin: [] });
    }
  });

  it('format ICU arguments in each language', () => {
    expect(translator('fr', 'carousel')('slide', { n: 2, total: 8 })).toBe('2 sur 8');
    expect(translator('ar', 'carousel')('slide', { n: 2, total: 8 })).toBe('2 من 8');
    expect(translator('fr', 'header')('menuOf', { name: 'Sara' })).toBe('Menu du compte : Sara');
  });
});

describe('the namespaces client components read', () => {
  it('are formatted in both languages, every {place} left for the browser and nothing else', () => {
    for (const namespace of CLIENT_NAMESPACES) {
      for (const [locale, catalogue] of [
        ['fr', fr],
        ['ar', ar],
      ] as const) {
        const formatted = keysOf(clientTexts(locale, namespace) as Tree, namespace);
        const source = keysOf(catalogue as Tree);
        for (const [key, { args }] of formatted) {
          // A formatted text's places are exactly its message's arguments: nothing filled in, nothing lost.
          expect(args, `${locale} ${key}`).toEqual(source.get(key)!.args);
        }
        expect(formatted.size).toBe([...source.keys()].filter((key) => key.startsWith(`${namespace}.`)).length);
      }
    }
    expect(clientTexts('fr', 'carousel').slide).toBe('{n} sur {total}');
    expect(clientTexts('ar', 'gallery').lightbox.close).toBe(translator('ar', 'gallery')('lightbox.close'));
  });

  it('cannot hold a plural, which the browser could not format', () => {
    expect(() => clientTexts('fr', 'myListings')).toThrow(/myListings\.days: a plural/);
  });
});

describe('plural texts sent to the browser', () => {
  it('give the browser every plural form, and it picks the one a number takes', () => {
    const listings = (locale: 'fr' | 'ar') => {
      const t = translator(locale, 'search');
      const forms = pluralForms(locale, (n) => t('suggestionListings', { n, count: '{count}' }));
      return (n: number) => pluralText(locale, forms, n, formatNumber(n));
    };
    const ar = listings('ar');
    expect([1, 2, 3, 11, 100, 1200].map(ar)).toEqual(['إعلان واحد', 'إعلانان', '3 إعلانات', '11 إعلانًا', '100 إعلان', `${formatNumber(1200)} إعلان`]);
    const fr = listings('fr');
    expect([1, 2, 1200].map(fr)).toEqual(['1 annonce', '2 annonces', `${formatNumber(1200)} annonces`]);
  });
});

describe('Latin text inside Arabic sentences', () => {
  it('is isolated left to right where the bidi algorithm would reorder it: 3-D Secure, engine sizes', () => {
    // On the Arabic pages "3-D Secure" read "D Secure-3" and an engine size "cm³ 162" (2026-11-27).
    const texts = [...keysOf(ar as Tree)].map(([key, { text }]) => [key, text] as const);
    const unisolated = texts.filter(([, text]) => /(?<!\u2066)3-D Secure|(?<![\u2066\d])(?:\{\w+\}|\d[\d\u00a0\u202f]*) ?cm³/.test(text));
    expect(unisolated.map(([key]) => key)).toEqual([]);
    expect(texts.filter(([, text]) => text.includes('3-D Secure')).length).toBeGreaterThan(5);
  });
});
