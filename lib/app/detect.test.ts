import { describe, expect, it } from 'vitest';
import { isInApp, leavesApp } from './detect';

const SITE = 'https://motomaroc.ma';

describe('the companion app', () => {
  it('is recognised by the marker its WebView appends to the user agent', () => {
    expect(isInApp('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 MotoMarocApp/1.0')).toBe(true);
    expect(isInApp('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MotoMarocApp/2.3.1')).toBe(true);
    expect(isInApp('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36')).toBe(false);
    expect(isInApp('Mozilla/5.0 NotMotoMarocApp/1.0')).toBe(false);
    expect(isInApp('Mozilla/5.0 MotoMarocApp')).toBe(false);
  });
});

describe('links that leave the app', () => {
  it('other apps: phone, WhatsApp, maps, mail, SMS', () => {
    for (const href of [
      'tel:+212612345678',
      'sms:+212612345678',
      'mailto:contact@motomaroc.ma',
      'whatsapp://send?phone=212612345678',
      'geo:33.57,-7.59',
      'intent://scan/#Intent;scheme=zxing;end',
    ]) {
      expect(leavesApp(href, SITE), href).toBe(true);
    }
  });

  it('other sites: WhatsApp web links, Google Maps, advertisers, the stores', () => {
    for (const href of [
      'https://wa.me/212612345678?text=Bonjour',
      'https://api.whatsapp.com/send?phone=212612345678',
      'https://maps.google.com/?q=Casablanca',
      'https://www.google.com/maps/place/Rabat',
      'http://pneus-souss.example.ma/hiver',
      'https://play.google.com/store/apps/details?id=ma.motomaroc.app',
      'https://m.motomaroc.ma/',
    ]) {
      expect(leavesApp(href, SITE), href).toBe(true);
    }
  });

  it('this site stays inside, whatever the form of the link; so does what is not a navigation', () => {
    for (const href of [
      '/motos-a-vendre',
      'https://motomaroc.ma/annonce/detail-moto/Yamaha/12',
      '?page=2',
      '#contenu',
      'javascript:void(0)',
      'blob:https://motomaroc.ma/abc',
      'data:text/plain,hi',
      '',
    ]) {
      expect(leavesApp(href, SITE), href).toBe(false);
    }
    expect(leavesApp('http://localhost:3000/compte', 'http://localhost:3000')).toBe(false);
    expect(leavesApp('http://localhost:3100/pay', 'http://localhost:3000')).toBe(true);
  });
});
