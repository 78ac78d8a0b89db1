import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo';
import { CITIES, EQUIPMENT_BRANDS, MOTO_BRANDS } from './reference-data';

const now = new Date('2026-11-21T12:00:00Z');
const data = buildDemoData(now);
const published = <T extends { etat: string }>(rows: T[]) => rows.filter((r) => r.etat === 'publiee');

describe('the demo data', () => {
  it('has one admin, six shops and twenty individuals', () => {
    const roles = data.users.map((u) => u.role);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
    expect(roles.filter((r) => r === 'boutique')).toHaveLength(6);
    expect(roles.filter((r) => r === 'particulier')).toHaveLength(20);
    expect(new Set(data.users.map((u) => u.telephone)).size).toBe(27);
    expect(new Set(data.users.map((u) => u.email)).size).toBe(27);
    for (const u of data.users) expect(u.telephone).toMatch(/^\+212[5-8]\d{8}$/);
    for (const shop of data.users.filter((u) => u.role === 'boutique')) expect(shop.logo).toMatch(/^demo\/boutiques\/.+\.svg$/);
  });

  it('has 300+ published listings over the five types, and some awaiting moderation', () => {
    const motos = published(data.motos);
    const equipment = published(data.equipements);
    expect(motos.length + equipment.length).toBeGreaterThanOrEqual(300);
    expect(motos.length).toBeGreaterThanOrEqual(100);
    for (const type of ['moto', 'motard', 'piece', 'pneu']) expect(equipment.filter((e) => e.type === type).length).toBeGreaterThanOrEqual(20);
    expect([...data.motos, ...data.equipements].filter((l) => l.etat === 'en_attente').length).toBeGreaterThanOrEqual(3);
  });

  it('has listings in each state, some expiring within the week and none online past its 60 days', () => {
    const all = [...data.motos, ...data.equipements];
    for (const etat of ['en_attente', 'publiee', 'refusee', 'desactivee', 'vendue', 'expiree'])
      expect(all.filter((l) => l.etat === etat).length, etat).toBeGreaterThanOrEqual(2);
    const DAY = 86_400_000;
    const expiresIn = (l: (typeof all)[number]) => ((l.date_renouvellement ?? l.date_publication)!.getTime() + 60 * DAY - now.getTime()) / DAY;
    const online = published(all);
    for (const listing of online) expect(expiresIn(listing)).toBeGreaterThan(0);
    expect(online.filter((l) => expiresIn(l) <= 7).length).toBeGreaterThanOrEqual(3);
  });

  it('is plausible: known brands and cities, 1 to 6 photos, sensible prices, dates in the past', () => {
    const brands = new Set([...MOTO_BRANDS, ...EQUIPMENT_BRANDS].map((b) => b.nom));
    const cities = new Set(CITIES.map((c) => c.nom));
    for (const listing of [...data.motos, ...data.equipements]) {
      expect(cities.has(listing.ville)).toBe(true);
      expect(listing.photos.length).toBeGreaterThanOrEqual(1);
      expect(listing.photos.length).toBeLessThanOrEqual(6);
      if (listing.prix !== null) expect(listing.prix).toBeGreaterThan(0);
      expect(listing.date_ajout.getTime()).toBeLessThanOrEqual(now.getTime());
      if (listing.etat === 'publiee') expect(listing.date_publication).not.toBeNull();
    }
    for (const moto of data.motos) {
      expect(brands.has(moto.marque)).toBe(true);
      expect(moto.cylindre).toBeGreaterThan(40);
      if (!moto.neuf) expect(moto.kilometrage).toBeGreaterThan(0);
      expect(moto.model).toBeLessThanOrEqual(2026);
      if (moto.prix !== null) expect(moto.prix).toBeLessThan(400_000);
    }
    const withoutPrice = [...data.motos, ...data.equipements].filter((l) => l.prix === null).length;
    expect(withoutPrice).toBeGreaterThan(0);
  });

  it('draws every photo it refers to', () => {
    const drawn = new Set(data.pictures.map((p) => p.path));
    for (const listing of [...data.motos, ...data.equipements]) for (const photo of listing.photos) expect(drawn.has(photo)).toBe(true);
    for (const campaign of data.campaigns) {
      expect(drawn.has(campaign.campagne.logo)).toBe(true);
      for (const ad of campaign.ads) expect(drawn.has(ad.image_url)).toBe(true);
    }
  });

  it('runs sponsorings and ads for every placement and device', () => {
    const running = data.sponsorings.filter((s) => s.etat_sponsoring === 'active' && s.date_debut.getTime() + s.nbr_jour * 86_400_000 > now.getTime());
    expect(running.filter((s) => s.type === 'moto').length).toBeGreaterThanOrEqual(5);
    expect(running.filter((s) => s.type === 'equipement').length).toBeGreaterThanOrEqual(2);
    const ads = data.campaigns.flatMap((c) => c.ads);
    expect(ads.some((a) => a.emplacement === 'banner' && a.device === 'mobile')).toBe(true);
    expect(ads.some((a) => a.emplacement === 'banner' && a.device === 'desktop')).toBe(true);
    expect(ads.some((a) => a.emplacement === 'card')).toBe(true);
  });

  it('is the same on every machine for the same day', () => {
    const again = buildDemoData(now);
    expect(again.motos.map((m) => [m.titre, m.prix, m.ville])).toEqual(data.motos.map((m) => [m.titre, m.prix, m.ville]));
  });
});
