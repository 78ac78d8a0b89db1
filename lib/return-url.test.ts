import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url';

describe('safeReturnPath', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnPath('/annonce/detail-moto/Yamaha-MT-07/4')).toBe('/annonce/detail-moto/Yamaha-MT-07/4');
    expect(safeReturnPath(['/motos-a-vendre?ville=Fès'])).toBe('/motos-a-vendre?ville=Fès');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', undefined, null])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
