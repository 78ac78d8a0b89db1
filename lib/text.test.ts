import { describe, expect, it } from 'vitest';
import { findByName, foldName, hasDirectionControls, isolated, withoutDirectionControls } from './text';

describe('foldName', () => {
  it('ignores case, accents and separators', () => {
    expect(foldName('Fès')).toBe('fes');
    expect(foldName('  Béni   Mellal ')).toBe('beni-mellal');
    expect(foldName('Harley-Davidson')).toBe(foldName('harley davidson'));
    expect(foldName("M'diq")).toBe('m-diq');
    expect(foldName('Akrapovič')).toBe('akrapovic');
    expect(foldName('Laâyoune')).toBe(foldName('LAAYOUNE'));
  });
});

describe('findByName', () => {
  it('finds an item whatever the case and accents', () => {
    const cities = [{ nom: 'Fès' }, { nom: 'Béni Mellal' }];
    expect(findByName(cities, (c) => c.nom, 'fes')).toEqual({ nom: 'Fès' });
    expect(findByName(cities, (c) => c.nom, 'beni-mellal')).toEqual({ nom: 'Béni Mellal' });
    expect(findByName(cities, (c) => c.nom, 'Rabat')).toBeUndefined();
    expect(findByName(cities, (c) => c.nom, undefined)).toBeUndefined();
  });
});

describe('direction controls', () => {
  it('are every embedding, override and isolate, and only those', () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    expect(withoutDirectionControls(`a${controls.join('')}b`)).toBe('ab');
    expect(controls.every((control) => hasDirectionControls(control))).toBe(true);
    // The marks Arabic writers type, and their neighbours, stay.
    for (const kept of ['\u200e', '\u200f', '\u2029', '\u206a', '\u2060', 'ا']) expect(hasDirectionControls(kept)).toBe(false);
    // Asked twice in a row (a global pattern keeps its position between tests).
    expect(hasDirectionControls('x\u202e')).toBe(true);
    expect(hasDirectionControls('x\u202e')).toBe(true);
  });

  it('isolate a person’s text from ours, an unclosed override of theirs dropped first', () => {
    expect(isolated('Honda')).toBe('\u2068Honda\u2069');
    expect(`${isolated('Yamaha \u202e004')} | MotoMaroc`).toBe('\u2068Yamaha 004\u2069 | MotoMaroc');
  });
});
