// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PremiumAd } from '@/lib/schemas/premium-ads';
import { AdBannerView, ResponsiveAd } from './AdViews';

afterEach(cleanup);

const ad = (id: number, device: PremiumAd['device'], image: string): PremiumAd => ({
  idpremiumads: id,
  idcampagneads: 1,
  image_url: image,
  redirect_url: 'https://exemple.ma',
  titre: `Offre ${id}`,
  texte: '',
  device,
  page_cible: ['accueil'],
  emplacement: 'banner',
  reach_potentiel: 1000,
  reach: 0,
  clics: 0,
  cout_par_mille: 20,
  actif: true,
  remarque: null,
  nom_entreprise: 'Atlas Assurances',
  logo: null,
});

const bannerImages = () =>
  screen.getAllByRole('img').map((img) => ({ img, source: img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelector('source') : null }));

describe('banner ads', () => {
  it('each device downloads only its own banner: the other variant loads a blank pixel there', () => {
    render(
      <ResponsiveAd
        mobile={ad(1, 'mobile', 'pub/mobile.svg')}
        desktop={ad(2, 'desktop', 'pub/desktop.jpg')}
        render={(shown, visibility) => <AdBannerView ad={shown} visibility={visibility} eager />}
      />,
    );
    const [mobile, desktop] = bannerImages();
    expect(mobile!.img).toHaveAttribute('src', '/uploads/pub/mobile.svg');
    expect(mobile!.source).toHaveAttribute('media', '(min-width: 769px)');
    expect(mobile!.source!.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
    expect(desktop!.img.getAttribute('src')).toContain('desktop.jpg');
    expect(desktop!.source).toHaveAttribute('media', '(max-width: 768px)');
    // The banner is the first thing of the page: fetched at once and first.
    for (const { img } of [mobile!, desktop!]) {
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('an ad for both devices is one plain picture, and lazy unless asked otherwise', () => {
    const both = ad(3, 'tous', 'pub/tous.svg');
    render(<ResponsiveAd mobile={both} desktop={both} render={(shown, visibility) => <AdBannerView ad={shown} visibility={visibility} />} />);
    const [only, ...others] = bannerImages();
    expect(others).toHaveLength(0);
    expect(only!.source).toBeNull();
    expect(only!.img).toHaveAttribute('loading', 'lazy');
    expect(only!.img).not.toHaveAttribute('fetchpriority');
  });
});
