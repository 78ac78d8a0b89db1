import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhone, normalizeMoroccanPhone, whatsappUrl } from './phone';

describe('normalizeMoroccanPhone', () => {
  it.each([
    ['+212612345678', '+212612345678'],
    ['+212 6 12 34 56 78', '+212612345678'],
    ['0612345678', '+212612345678'],
    ['06 12 34 56 78', '+212612345678'],
    ['06.12.34.56.78', '+212612345678'],
    ['00212712345678', '+212712345678'],
    ['0522123456', '+212522123456'],
    ['212612345678', '+212612345678'],
    ['212 6 12 34 56 78', '+212612345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMoroccanPhone(input)).toBe(expected);
  });

  it.each(['12345', '+33612345678', '061234567', '+2126123456789', '+212912345678', '2126123456', '21261234567890', 'téléphone', ''])('refuses %s', (input) => {
    expect(normalizeMoroccanPhone(input)).toBeNull();
  });
});

describe('formatPhone, maskPhone and whatsappUrl', () => {
  it('groups, hides and links a number', () => {
    expect(formatPhone('+212612345678')).toBe('+212 6 12 34 56 78');
    expect(maskPhone('+212612345678')).toBe('+212 6 12 •• •• ••');
    expect(whatsappUrl('+212612345678', 'Bonjour, annonce « MT-07 »')).toBe('https://wa.me/212612345678?text=Bonjour%2C%20annonce%20%C2%AB%20MT-07%20%C2%BB');
  });
});
