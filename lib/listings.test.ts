import { describe, expect, it } from 'vitest';
import { summarizeMoto, toCardListing } from './listings';
import type { MotoCard } from './schemas/listings';

const moto = {
  idannonce_moto: 42,
  titre: 'Yamaha MT-07 2021',
  prix: 72000,
  photo1: 'annonces/42/1.webp',
  ville: 'Casablanca',
  // Morocco was UTC+1 then (before 2026-09-20, tz database 2026c).
  date_publication: '2025-11-21T23:30:00.000Z',
  neuf: false,
  model: 2021,
  kilometrage: 15400,
  cylindre: 689,
  boutique: { idutilisateur: 7, nom_entreprise: 'Atlas Motos', logo: null },
} as unknown as MotoCard;

describe('toCardListing', () => {
  it('sends the card its price and date already formatted, in Morocco’s time zone', () => {
    const card = toCardListing(summarizeMoto(moto));
    expect(card.prix).toBe('72\u202f000\u00a0Dh');
    // 23:30 UTC on the 21st is already the 22nd in Casablanca (UTC+1).
    expect(card.date).toBe('22/11/2025');
    expect(card.datePublication).toBe('2025-11-21T23:30:00.000Z');
    expect(card.boutique).toBe('Atlas Motos');
    expect(card.facts).toEqual(['2021', '15\u202f400\u00a0km', '689\u00a0cm³']);
  });

  it('says when there is no price', () => {
    expect(toCardListing(summarizeMoto({ ...moto, prix: null })).prix).toBe('Prix non specifie');
  });
});
