import { describe, expect, it } from 'vitest';
import { fitsMotorcycles, fittedYearsText } from './fitment';
import { EquipementListingInput } from './schemas/listing-write';

const words = { since: (year: number) => `depuis ${year}`, until: (year: number) => `jusqu’à ${year}` };

describe('the motorcycles a part fits', () => {
  it('are named for parts, tyres and motorcycle equipment, not for rider equipment', () => {
    expect(['piece', 'pneu', 'moto'].every((type) => fitsMotorcycles(type as 'piece'))).toBe(true);
    expect(fitsMotorcycles('motard')).toBe(false);
  });

  it('say their years as a span, a start, an end, or nothing for every year', () => {
    expect(fittedYearsText({ annee_min: 2014, annee_max: 2020 }, words)).toBe('2014–2020');
    expect(fittedYearsText({ annee_min: 2017, annee_max: null }, words)).toBe('depuis 2017');
    expect(fittedYearsText({ annee_min: null, annee_max: 2016 }, words)).toBe('jusqu’à 2016');
    expect(fittedYearsText({ annee_min: null, annee_max: null }, words)).toBeNull();
  });

  it('are checked as the seller chooses them: known shape, years in order, each model once, twenty at most', () => {
    const base = { titre: 'Plaquettes avant', description: '', prix: 300, ville: 'Rabat', neuf: true, photos: ['a.webp'], type: 'piece', idcategorie: 1 };
    const parse = (extra: Record<string, unknown>) => EquipementListingInput.safeParse({ ...base, ...extra });
    const ok = parse({ compatibilites: [{ idmodele: 3, annee_min: 2014, marque: 'Yamaha', modele: 'MT-07' }] });
    expect(ok.success && ok.data.compatibilites).toEqual([{ idmodele: 3, annee_min: 2014, annee_max: null }]);
    expect(parse({}).success && parse({}).data).toMatchObject({ compatibilites: [], universel: false });
    const message = (extra: Record<string, unknown>) => parse(extra).error?.issues[0]?.message;
    expect(message({ compatibilites: [{ idmodele: 3, annee_min: 2020, annee_max: 2014 }] })).toBe('fitment.years');
    expect(message({ compatibilites: [{ idmodele: 3 }, { idmodele: 3 }] })).toBe('fitment.twice');
    expect(message({ compatibilites: Array.from({ length: 21 }, (_, i) => ({ idmodele: i + 1 })) })).toBe('fitment.tooMany');
    expect(message({ compatibilites: [{ idmodele: -1 }] })).toBe('fitment.unknownModel');
  });
});
