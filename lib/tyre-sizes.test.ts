/**
 * Tyre sizes read however they are written: the sidewall's own forms, what sellers and buyers type
 * (spaces, dashes, x, commas, lower case), the old inch sizes; one text and one key back; sizes
 * that cannot be refused with a French message.
 */
import { describe, expect, it } from 'vitest';
import { frenchError } from './errors';
import {
  findTyreSize,
  parseTyreSize,
  tyreSizeKey,
  tyreSizeText,
  TYRE_ERRORS,
  splitTyreSize,
  tyreSearchWord,
  findTyrePosition,
  readTyreSizeKey,
  tyreKeyText,
  isTyreSearchWord,
} from './tyre-sizes';

/** [as written, as the sidewall writes it back, its key] */
const WRITTEN: [string, string, string][] = [
  // The sidewall's forms.
  ['120/70 ZR17 58W', '120/70 ZR17 58W', '120-70-17'],
  ['180/55 ZR17 73W', '180/55 ZR17 73W', '180-55-17'],
  ['190/50 ZR17 73W', '190/50 ZR17 73W', '190-50-17'],
  ['160/60 ZR17 69W', '160/60 ZR17 69W', '160-60-17'],
  ['190/55 ZR17 75W', '190/55 ZR17 75W', '190-55-17'],
  ['200/55 ZR17 78W', '200/55 ZR17 78W', '200-55-17'],
  ['240/45 ZR17 82W', '240/45 ZR17 82W', '240-45-17'],
  ['150/70 R17 69V', '150/70 R17 69V', '150-70-17'],
  ['110/80 R19 59V', '110/80 R19 59V', '110-80-19'],
  ['90/90-21 54H', '90/90-21 54H', '90-90-21'],
  ['150/70 R18 70V', '150/70 R18 70V', '150-70-18'],
  ['170/60 R17 72V', '170/60 R17 72V', '170-60-17'],
  ['130/80 B17 65H', '130/80 B17 65H', '130-80-17'],
  ['130/90 B16 67H', '130/90 B16 67H', '130-90-16'],
  ['150/80 B16 77H', '150/80 B16 77H', '150-80-16'],
  ['120/70-12 56P', '120/70-12 56P', '120-70-12'],
  ['130/70-12 62P', '130/70-12 62P', '130-70-12'],
  ['140/70-14 68S', '140/70-14 68S', '140-70-14'],
  ['100/90-10 56J', '100/90-10 56J', '100-90-10'],
  ['110/90-19 62M', '110/90-19 62M', '110-90-19'],
  ['80/100-21 51M', '80/100-21 51M', '80-100-21'],
  ['120/90-18 65R', '120/90-18 65R', '120-90-18'],
  ['100/80-17 52S', '100/80-17 52S', '100-80-17'],
  ['140/80-18 70R', '140/80-18 70R', '140-80-18'],
  ['3.00-21 51P', '3.00-21 51P', '3-00-21'],
  ['2.75-18 42P', '2.75-18 42P', '2-75-18'],
  ['4.00-18 64P', '4.00-18 64P', '4-00-18'],
  ['3.50-10 51J', '3.50-10 51J', '3-50-10'],
  ['4.10-18 59P', '4.10-18 59P', '4-10-18'],
  // Index in brackets (above 240 km/h), M/C, TL.
  ['180/55ZR17 M/C (73W)', '180/55 ZR17 73W', '180-55-17'],
  ['120/70 ZR 17 (58W) TL', '120/70 ZR17 58W', '120-70-17'],
  ['190/55 ZR17 M/C 75W TL', '190/55 ZR17 75W', '190-55-17'],
  ['120/70ZR17 58W', '120/70 ZR17 58W', '120-70-17'],
  ['120/70 R17 M/C 58V TL', '120/70 R17 58V', '120-70-17'],
  ['180/55 ZR17 (73 W)', '180/55 ZR17 73W', '180-55-17'],
  // What people type.
  ['120/70 r17', '120/70 R17', '120-70-17'],
  ['120/70r17', '120/70 R17', '120-70-17'],
  ['120/70-r17', '120/70 R17', '120-70-17'],
  ['170/60-R17', '170/60 R17', '170-60-17'],
  ['170/60 - R 17', '170/60 R17', '170-60-17'],
  ['120/70-17', '120/70-17', '120-70-17'],
  ['120/70 - 17', '120/70-17', '120-70-17'],
  ['120 / 70 - 17', '120/70-17', '120-70-17'],
  ['120/70zr17', '120/70 ZR17', '120-70-17'],
  ['120/70 zr 17', '120/70 ZR17', '120-70-17'],
  ['120/70 ZR17 58w', '120/70 ZR17 58W', '120-70-17'],
  ['120 70 17', '120/70 17', '120-70-17'],
  ['170 60 17', '170/60 17', '170-60-17'],
  ['170 60 r17', '170/60 R17', '170-60-17'],
  ['170/60 17', '170/60 17', '170-60-17'],
  ['120x70x17', '120/70 17', '120-70-17'],
  ['120X70-17', '120/70-17', '120-70-17'],
  ['120×70 R17', '120/70 R17', '120-70-17'],
  ['120/70/17', '', ''],
  ['  120/70   ZR17   58W  ', '120/70 ZR17 58W', '120-70-17'],
  ['120/70–17', '120/70-17', '120-70-17'],
  ['3,00-21', '3.00-21', '3-00-21'],
  ['3.00x21', '3.00-21', '3-00-21'],
  ['3.00 21', '3.00-21', '3-00-21'],
  ['2.75-18 tt', '2.75-18', '2-75-18'],
  ['130/80b17', '130/80 B17', '130-80-17'],
  ['90/90 21', '90/90 21', '90-90-21'],
  ['90/90-21', '90/90-21', '90-90-21'],
  ['150/70 R 18', '150/70 R18', '150-70-18'],
  ['140/70-14 68s reinforced', '140/70-14 68S', '140-70-14'],
];

describe('a tyre size typed in the form', () => {
  it.each(WRITTEN.filter(([, text]) => text))('%s is read as %s', (written, text, key) => {
    const read = parseTyreSize(written);
    expect(read).toMatchObject({ ok: true });
    if (!read.ok) return;
    expect(tyreSizeText(read.size)).toBe(text);
    expect(tyreSizeKey(read.size)).toBe(key);
    // What it writes back reads the same.
    expect(parseTyreSize(tyreSizeText(read.size))).toEqual(read);
  });

  it('counts at least sixty ways of writing a size', () => {
    expect(WRITTEN.filter(([, text]) => text).length).toBeGreaterThanOrEqual(60);
  });

  it('keeps each part apart', () => {
    expect(parseTyreSize('180/55 ZR17 73W')).toEqual({
      ok: true,
      size: { largeur: 180, serie: 55, construction: 'ZR', jante: 17, charge: 73, vitesse: 'W' },
    });
    expect(parseTyreSize('90/90-21')).toEqual({ ok: true, size: { largeur: 90, serie: 90, construction: 'D', jante: 21, charge: null, vitesse: null } });
    expect(parseTyreSize('120 70 17')).toEqual({ ok: true, size: { largeur: 120, serie: 70, construction: null, jante: 17, charge: null, vitesse: null } });
    expect(parseTyreSize('3.00-21 51P')).toEqual({ ok: true, size: { largeur: 3, serie: null, construction: 'D', jante: 21, charge: 51, vitesse: 'P' } });
  });

  it.each([
    ['', TYRE_ERRORS.unreadable],
    ['pneu', TYRE_ERRORS.unreadable],
    ['120/70', TYRE_ERRORS.unreadable],
    ['120/70/17', TYRE_ERRORS.unreadable],
    ['120/70 ZR17 et 180/55 ZR17', TYRE_ERRORS.unreadable],
    ['120/70 ZR17 neuf', TYRE_ERRORS.unreadable],
    ['MT90-16', TYRE_ERRORS.unreadable],
    ['123/70 R17', TYRE_ERRORS.width],
    ['990/70 R17', TYRE_ERRORS.width],
    ['40/70 R17', TYRE_ERRORS.width],
    ['120/72 R17', TYRE_ERRORS.ratio],
    ['120/15 R17', TYRE_ERRORS.ratio],
    ['120/70 R30', TYRE_ERRORS.rim],
    ['120/70 R5', TYRE_ERRORS.rim],
    ['120/70 ZR17 999W', TYRE_ERRORS.load],
    ['120/70 ZR17 10W', TYRE_ERRORS.load],
    ['120/70 ZR17 58X', TYRE_ERRORS.speed],
    ['9.00-21', TYRE_ERRORS.unreadable],
  ])('%j is refused: %s', (written, code) => {
    expect(parseTyreSize(written)).toEqual({ ok: false, code });
    expect(frenchError(code)).toMatch(/^[A-ZÉ].*\.$/);
  });
});

describe('a tyre size in a free text', () => {
  it.each([
    ['Pneu Metzeler Karoo 4 170/60-R17', '170-60-17'],
    ['Pneu Metzeler Karoo 4 170/60 R17', '170-60-17'],
    ['Pneu arrière Michelin Road 6 180/55 ZR17', '180-55-17'],
    ['pneus 120/70-12 et 130/70-12 pour scooter', '120-70-12'],
    ['Pneu cross 80/100-21 quasi neuf', '80-100-21'],
    ['Pneu trial 2.75-21', '2-75-21'],
    ['Pneu Pirelli Angel Scooter 140/70-14 année 2024', '140-70-14'],
  ])('%s has %s', (text, key) => {
    const size = findTyreSize(text);
    expect(size && tyreSizeKey(size)).toBe(key);
  });

  it('finds none where three numbers are only apart by spaces in a title, but does in a search', () => {
    expect(findTyreSize('Yamaha 125 50 12 mois de garantie')).toBeNull();
    expect(findTyreSize('Paire Pirelli Diablo Rosso IV')).toBeNull();
    expect(findTyreSize('Chambre à air 18 pouces renforcée')).toBeNull();
    expect(findTyreSize('Kawasaki Z900 2021 35 000 km')).toBeNull();
    expect(findTyreSize('170 60 r17', { search: true })).toMatchObject({ largeur: 170, serie: 60, jante: 17 });
    expect(findTyreSize('pneu 170 60 17', { search: true })).toMatchObject({ largeur: 170, serie: 60, jante: 17 });
  });
});

describe('a search split into its tyre size and its other words', () => {
  it.each([
    ['michelin 120/70 zr17', '120-70-17', 'michelin'],
    ['170 60 r17', '170-60-17', ''],
    ['pneu 170 60 17 pas cher', '170-60-17', 'pneu pas cher'],
    ['Pneu – 180/55‑ZR17 (73W) Pirelli', '180-55-17', 'Pneu – Pirelli'],
    ['Straße 120/70-17', '120-70-17', 'STRASSE'],
  ])('%j: size %s, words %j', (text, key, rest) => {
    const split = splitTyreSize(text);
    expect(split.size && tyreSizeKey(split.size)).toBe(key);
    expect(split.rest).toBe(rest);
  });

  it('leaves a search without a whole size as it is', () => {
    expect(splitTyreSize('michelin 120/70')).toEqual({ size: null, rest: 'michelin 120/70' });
    expect(splitTyreSize('yamaha mt 07 2019')).toEqual({ size: null, rest: 'yamaha mt 07 2019' });
  });

  it('names a size by one word of letters and digits, as the search documents hold it', () => {
    expect(tyreSearchWord('120-70-17')).toBe('taille120x70x17');
    expect(tyreSearchWord('3-00-21')).toBe('taille3x00x21');
    expect(isTyreSearchWord('taille120x70x17')).toBe(true);
    expect(isTyreSearchWord('taille3x00x21')).toBe(true);
    expect(isTyreSearchWord('taille')).toBe(false);
    expect(isTyreSearchWord('tailleM')).toBe(false);
  });
});

describe('front or rear, from a title', () => {
  it.each([
    ['Pneu arrière Michelin Road 6 180/55 ZR17', 'arriere'],
    ['Pneu avant Michelin Road 6 120/70 ZR17', 'avant'],
    ['PNEU ARRIERE 150/70-17', 'arriere'],
    ['إطار خلفي 180/55 ZR17', 'arriere'],
    ['Paire avant et arrière Pirelli', null],
    ['Pneu Metzeler Karoo 4 170/60 R17', null],
    ['Pneu Michelin Power 5 (Avantage prix) 120/70 ZR17', null],
  ])('%s: %s', (title, position) => {
    expect(findTyrePosition(title)).toBe(position);
  });
});

describe('a size named in an address or a filter', () => {
  it.each([
    ['120-70-17', '120-70-17', '120/70-17'],
    ['3-00-21', '3-00-21', '3.00-21'],
    ['120/70 ZR17 58W', '120-70-17', '120/70-17'],
    ['170 60 r17', '170-60-17', '170/60-17'],
  ])('%s: key %s, named %s', (text, key, named) => {
    expect(readTyreSizeKey(text)).toEqual({ ok: true, key });
    expect(tyreKeyText(key)).toBe(named);
  });

  it.each([
    ['120-70', TYRE_ERRORS.unreadable],
    ['120-72-17', TYRE_ERRORS.ratio],
    ['120-70-30', TYRE_ERRORS.rim],
    ['9-00-21', TYRE_ERRORS.unreadable],
  ])('%s is refused: %s', (text, code) => {
    expect(readTyreSizeKey(text)).toEqual({ ok: false, code });
  });
});
