import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import ar from '@/messages/ar.json';
import { translator } from './i18n';

type Tree = { [key: string]: string | Tree };

/** Every key of a catalogue, with the ICU arguments its message takes: "home.title" → []. */
function keysOf(tree: Tree, prefix = ''): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, [...value.matchAll(/\{(\w+)/g)].map((match) => match[1]!).sort());
    else for (const [child, args] of keysOf(value, path)) keys.set(child, args);
  }
  return keys;
}

describe('the message catalogues', () => {
  const french = keysOf(fr as Tree);
  const arabic = keysOf(ar as Tree);

  it('have the same keys in French and in Arabic', () => {
    expect([...french.keys()].filter((key) => !arabic.has(key))).toEqual([]);
    expect([...arabic.keys()].filter((key) => !french.has(key))).toEqual([]);
  });

  it('take the same arguments in both languages', () => {
    for (const [key, args] of french) expect({ key, args: arabic.get(key) }).toEqual({ key, args });
  });

  it('leave no French and no empty text inside the Arabic one, brand names aside', () => {
    // Latin words allowed inside Arabic texts: our name, brands and models, card schemes.
    const allowed = new Set(['MotoMaroc', 'CMI', 'D', 'Secure', 'App', 'Store', 'yamaha', 'tmax', 'shoei', 'michelin', 'MT', 'PCX']);
    for (const [key] of arabic) {
      const text = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, ar as Tree) as string;
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      const latin = (text.replace(/\{\w+\}/g, '').match(/[A-Za-zÀ-ÿ]+/g) ?? []).filter((word) => !allowed.has(word));
      expect({ key, latin }).toEqual({ key, latin: [] });
    }
  });

  it('format ICU arguments in each language', () => {
    expect(translator('fr', 'carousel')('slide', { n: 2, total: 8 })).toBe('2 sur 8');
    expect(translator('ar', 'carousel')('slide', { n: 2, total: 8 })).toBe('2 من 8');
    expect(translator('fr', 'shell')('accountMenu', { name: 'Sara' })).toBe('Menu du compte : Sara');
  });
});
