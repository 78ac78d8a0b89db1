import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

describe('landingPath (after sign-in)', () => {
  it('sends an admin to /compte/admin and everyone else to /compte/annonce', () => {
    expect(landingPath('admin')).toBe('/compte/admin');
    expect(landingPath('particulier')).toBe('/compte/annonce');
    expect(landingPath('boutique', null)).toBe('/compte/annonce');
  });

  it('follows a safe next: a path of this site', () => {
    expect(landingPath('particulier', '/compte/securite')).toBe('/compte/securite');
    expect(landingPath('admin', '/annonce/moto?marque=Yamaha')).toBe('/annonce/moto?marque=Yamaha');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'compte', '/auth/signin', ''])(
    'ignores the unsafe next %s',
    (next) => {
      expect(landingPath('particulier', next)).toBe('/compte/annonce');
    },
  );
});
