import { describe, expect, it } from 'vitest';
import { languageSwitchResponse, switchDestination } from './language-switch';

const HOST = 'motomaroc.ma';

describe('the language switch', () => {
  it('keeps the page where it has a twin, with its query', () => {
    expect(switchDestination('ar', 'https://motomaroc.ma/', HOST)).toBe('/ar');
    expect(switchDestination('ar', 'https://motomaroc.ma/?utm=x', HOST)).toBe('/ar?utm=x');
    expect(switchDestination('fr', 'https://motomaroc.ma/ar', HOST)).toBe('/');
    expect(switchDestination('fr', 'https://motomaroc.ma/ar/accueil', HOST)).toBe('/accueil');
  });

  it('goes to the Arabic home from a page that has no Arabic twin (the admin area stays French)', () => {
    expect(switchDestination('ar', 'https://motomaroc.ma/compte/admin/annonces', HOST)).toBe('/ar');
    expect(switchDestination('fr', 'https://motomaroc.ma/compte/admin/annonces', HOST)).toBe('/compte/admin/annonces');
    expect(switchDestination('ar', 'https://motomaroc.ma/compte/ads/sponsoriser?annonce=moto-12', HOST)).toBe('/ar/compte/ads/sponsoriser?annonce=moto-12');
  });

  it('takes no page from another site, a bad address or none', () => {
    expect(switchDestination('fr', 'https://evil.example/phishing', HOST)).toBe('/');
    expect(switchDestination('ar', 'https://motomaroc.ma.evil.example/', HOST)).toBe('/ar');
    expect(switchDestination('fr', 'javascript:alert(1)', HOST)).toBe('/');
    expect(switchDestination('fr', 'not a url', HOST)).toBe('/');
    expect(switchDestination('fr', null, HOST)).toBe('/');
    expect(switchDestination('fr', 'https://motomaroc.ma/x', null)).toBe('/');
  });

  it('never sends a control character or another host in Location', () => {
    const to = switchDestination('fr', 'https://motomaroc.ma/%0d%0aSet-Cookie:%20x=1/\r\nfoo', HOST);
    expect(to).not.toMatch(/[\r\n]/);
    expect(to.startsWith('/')).toBe(true);
    expect(to.startsWith('//')).toBe(false);
    expect(switchDestination('fr', 'https://motomaroc.ma//evil.example/', HOST)).toBe('/evil.example/');
    expect(switchDestination('fr', 'https://motomaroc.ma/ar//evil.example/', HOST)).toBe('/evil.example/');
  });

  it('remembers the choice for a year and answers 303, not cached, not indexed', () => {
    const response = languageSwitchResponse(new Request('https://motomaroc.ma/langue/ar', { headers: { referer: 'https://motomaroc.ma/', host: HOST } }), 'ar');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ar');
    expect(response.headers.get('set-cookie')).toBe('motomaroc_langue=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });
});
