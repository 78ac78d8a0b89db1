import { describe, expect, it } from 'vitest';
import { holdsPersonalData } from './personal-data';

describe('holdsPersonalData', () => {
  it.each([
    '0612345678',
    '06 12 34 56 78',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '+212 612 345 678',
    '+212612345678',
    '00212 6 12 34 56 78',
    'vendeur 0522-12-34-56 casablanca',
    'appelez 0712345678',
    '4970123456789012',
    'youssef.elfassi@gmail.com',
    'youssef @ hotmail',
    'contact gmail',
    'Mohamed Alaoui CIN BK123456',
    'BK123456',
    'A 654321',
    'cin: 123',
    'C.I.N. ab12',
  ])('finds it in %j', (text) => {
    expect(holdsPersonalData(text)).toBe(true);
  });

  it.each([
    'kawazaki ninja',
    'yamaha mt07 2020 2021',
    'bmw r1250 gs',
    'cb500f',
    'gsxr1000',
    'zx10r',
    'tmax 530',
    'casque 2019 4500 dh',
    'pneu 120/70 zr17',
    'honda 125 moins de 15000',
    'دراجة نارية',
    'kymco agility 125 2018',
    'cinq casques',
    'vespa gts300 2019 2020 2021',
  ])('leaves %j alone', (text) => {
    expect(holdsPersonalData(text)).toBe(false);
  });
});
