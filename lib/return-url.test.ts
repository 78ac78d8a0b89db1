import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url';

describe('safeReturnPath', () => {
  it('keeps paths of this site, in the form a browser reads them', () => {
    expect(safeReturnPath('/annonce/detail-moto/Yamaha-MT-07/4')).toBe('/annonce/detail-moto/Yamaha-MT-07/4');
    expect(safeReturnPath(['/motos-a-vendre?ville=Fès'])).toBe('/motos-a-vendre?ville=F%C3%A8s');
    expect(safeReturnPath('/compte/annonce#haut')).toBe('/compte/annonce#haut');
    expect(safeReturnPath('/compte/../compte/ads')).toBe('/compte/ads');
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\t\\evil.example',
    '\t//evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    '/' + 'a'.repeat(600),
    '',
    undefined,
    null,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
