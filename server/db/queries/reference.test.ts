import { describe, expect, it } from 'vitest';
import { foldName } from './reference';

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
