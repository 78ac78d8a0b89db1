import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language';

describe('the reader’s language', () => {
  it('is Arabic only when Arabic comes first', () => {
    expect(readerLanguage('ar')).toBe('ar');
    expect(readerLanguage('ar-MA,fr;q=0.8')).toBe('ar');
    expect(readerLanguage('fr-MA,fr;q=0.9,ar;q=0.8')).toBe('fr');
    expect(readerLanguage('arn')).toBe('fr');
    expect(readerLanguage(undefined)).toBe('fr');
    expect(readerLanguage('')).toBe('fr');
  });
});
