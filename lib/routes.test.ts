import { describe, expect, it } from 'vitest';
import { brandUrl, listingDetailUrl, listingListUrl, photoUrl, shopUrl, titleSlug } from './routes';

describe('routes', () => {
  it('builds detail URLs from the title, spaces replaced by dashes', () => {
    expect(listingDetailUrl('moto', 'Yamaha MT-07 2021', 42)).toBe('/annonce/detail-moto/Yamaha-MT-07-2021/42');
    expect(listingDetailUrl('equipement-motard', 'Casque  Shoei   NXR2', 7)).toBe('/annonce/detail-equipement-motard/Casque-Shoei-NXR2/7');
    expect(listingDetailUrl('pneu', 'Pneu 120/70 ZR17 ?', 3)).toBe('/annonce/detail-pneu/Pneu-120%2F70-ZR17-%3F/3');
    expect(titleSlug('Pièce d’origine')).toBe('Pi%C3%A8ce-d%E2%80%99origine');
  });

  it('falls back to default-title/0 without a title', () => {
    expect(listingDetailUrl('moto')).toBe('/annonce/detail-moto/default-title/0');
    expect(listingDetailUrl('moto', '', 5)).toBe('/annonce/detail-moto/default-title/0');
  });

  it('builds list, brand and shop URLs', () => {
    expect(listingListUrl('moto', { marque: 'Yamaha', prixmin: 1000, prixmax: undefined, ville: '', page: 1 })).toBe(
      '/annonce/moto?marque=Yamaha&prixmin=1000&page=1',
    );
    expect(listingListUrl('pneu')).toBe('/annonce/pneu');
    expect(brandUrl('Harley-Davidson')).toBe('/motos-neuves/harley-davidson');
    expect(brandUrl('Royal Enfield')).toBe('/motos-neuves/royal%20enfield');
    expect(shopUrl(12)).toBe('/annonceur/boutique/12');
  });

  it('prefixes stored photo paths with /uploads/ and leaves http URLs alone', () => {
    expect(photoUrl('demo/motos/a.jpg')).toBe('/uploads/demo/motos/a.jpg');
    expect(photoUrl('/annonces/1.jpg')).toBe('/uploads/annonces/1.jpg');
    expect(photoUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(photoUrl('HTTP://cdn.example.com/a.jpg')).toBe('HTTP://cdn.example.com/a.jpg');
    expect(photoUrl(null)).toBeNull();
  });
});
