import { describe, expect, it } from 'vitest';
import { bikeFit, bikeName, fitsBikeFilter } from './garage';

const mt07 = { idmodele: 7, marque: 'Yamaha', modele: 'MT-07', annee: 2018 };
const fitted = (idmodele: number, annee_min: number | null, annee_max: number | null) => ({ idmodele, annee_min, annee_max });

describe('a motorcycle of my garage', () => {
  it('is named with its year when the visitor gave it', () => {
    expect(bikeName(mt07)).toBe('Yamaha MT-07 2018');
    expect(bikeName({ ...mt07, annee: null })).toBe('Yamaha MT-07');
  });

  it('is the list filter of what fits it, its year only when known', () => {
    expect(fitsBikeFilter(mt07)).toEqual({ compatible: 7, annee: 2018 });
    expect(fitsBikeFilter({ ...mt07, annee: null })).toEqual({ compatible: 7 });
  });
});

describe('bikeFit', () => {
  const listing = (compatibilites: ReturnType<typeof fitted>[], universel = false) => ({ universel, compatibilites });

  it('fits a universal listing, whatever it names', () => {
    expect(bikeFit(mt07, listing([], true))).toBe('fits');
  });

  it('fits a listing that names the model for the bike’s year, the years’ bounds included', () => {
    expect(bikeFit(mt07, listing([fitted(3, null, null), fitted(7, 2014, 2020)]))).toBe('fits');
    expect(bikeFit(mt07, listing([fitted(7, 2018, 2018)]))).toBe('fits');
    expect(bikeFit(mt07, listing([fitted(7, 2018, null)]))).toBe('fits');
    expect(bikeFit(mt07, listing([fitted(7, null, 2018)]))).toBe('fits');
    expect(bikeFit(mt07, listing([fitted(7, null, null)]))).toBe('fits');
  });

  it('asks to check a listing of other years, of other models, or that names none', () => {
    expect(bikeFit(mt07, listing([fitted(7, 2021, null)]))).toBe('check');
    expect(bikeFit(mt07, listing([fitted(7, null, 2017)]))).toBe('check');
    expect(bikeFit(mt07, listing([fitted(7, 2014, 2017)]))).toBe('check');
    expect(bikeFit(mt07, listing([fitted(8, null, null)]))).toBe('check');
    expect(bikeFit(mt07, listing([]))).toBe('check');
  });

  it('fits a bike of no known year to every year the listing names for its model, as the lists do', () => {
    const noYear = { ...mt07, annee: null };
    expect(bikeFit(noYear, listing([fitted(7, 2021, 2023)]))).toBe('fits');
    expect(bikeFit(noYear, listing([fitted(8, 2021, 2023)]))).toBe('check');
  });
});
