/**
 * The demo tyres' titles and their sizes (issue 45's figure: the share of demo tyre titles whose
 * size is read correctly, 100 %): every title of the tyre categories, with the size a person reads
 * in it, or none (a pair named by its model, an inner tube, a rim).
 */
import { describe, expect, it } from 'vitest';
import { findTyreSize, tyreSizeText } from '@/lib/tyre-sizes';
import { EQUIPMENT_CATALOG } from './equipment-catalog';

const READ_BY_A_PERSON: Record<string, string | null> = {
  'Pneu arrière Michelin Road 6 180/55 ZR17': '180/55 ZR17',
  'Pneu avant Michelin Road 6 120/70 ZR17': '120/70 ZR17',
  'Pneu Metzeler Roadtec 01 SE 160/60 ZR17': '160/60 ZR17',
  'Paire Bridgestone Battlax T32': null,
  'Paire Pirelli Diablo Rosso IV': null,
  'Pneu arrière Bridgestone S22 190/55 ZR17': '190/55 ZR17',
  'Pneu Dunlop Sportsmart TT 180/55 ZR17': '180/55 ZR17',
  'Pneu Michelin Anakee Adventure 150/70 R18': '150/70 R18',
  'Paire Pirelli Scorpion Rally STR': null,
  'Pneu Metzeler Karoo 4 170/60 R17': '170/60 R17',
  'Pneu Michelin City Grip 2 120/70-12': '120/70-12',
  'Pneu Pirelli Angel Scooter 140/70-14': '140/70-14',
  'Pneu Dunlop ScootSmart 100/90-10': '100/90-10',
  'Pneu Dunlop Geomax MX34 110/90-19': '110/90-19',
  'Pneu Pirelli Scorpion MX32 80/100-21': '80/100-21',
  'Chambre à air 18 pouces renforcée': null,
  'Chambre à air 21 pouces cross': null,
  'Paire de jantes Excel pour KTM EXC': null,
  'Jante arrière alu 17 pouces': null,
};

describe('the demo tyres’ titles', () => {
  const titles = Object.values(EQUIPMENT_CATALOG.pneu).flatMap((products) => products.map((product) => product.titre));

  it('are all known here', () => {
    expect(titles.toSorted()).toEqual(Object.keys(READ_BY_A_PERSON).toSorted());
  });

  it('each give the size a person reads in them: 100 %', () => {
    const read = Object.fromEntries(titles.map((title) => [title, findTyreSize(title) && tyreSizeText(findTyreSize(title)!)]));
    expect(read).toEqual(READ_BY_A_PERSON);
    expect(Object.values(READ_BY_A_PERSON).filter(Boolean).length).toBeGreaterThanOrEqual(12);
  });
});
