import { beforeEach, describe, expect, it, vi } from 'vitest';

// Next's revalidatePath, as these tests need it: recording its calls, or failing as it does outside a Next request.
const calls: unknown[][] = [];
let outsideNext = false;
vi.mock('next/cache', () => ({
  revalidatePath: (...args: unknown[]) => {
    if (outsideNext) throw new Error('Invariant: static generation store missing');
    calls.push(args);
  },
}));

const { nextPublicPages, pathsToRebuild } = await import('./public-pages');

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) } as unknown as Parameters<typeof nextPublicPages>[0];
const listings = [
  { urlType: 'moto' as const, id: 12, titre: 'Yamaha MT-07 2021' },
  { urlType: 'pneu' as const, id: 7, titre: 'Michelin Road 6' },
];

describe('public pages to rebuild', () => {
  beforeEach(() => {
    calls.length = 0;
    warnings.length = 0;
    outsideNext = false;
  });

  it('are each listing’s own page, every list page, home, and the brand, model, tyre size and parts pages in both languages', () => {
    expect(pathsToRebuild(listings)).toEqual([
      ['/fr/annonce/detail-moto/Yamaha-MT-07-2021/12', undefined],
      ['/ar/annonce/detail-moto/Yamaha-MT-07-2021/12', undefined],
      ['/fr/annonce/detail-pneu/Michelin-Road-6/7', undefined],
      ['/ar/annonce/detail-pneu/Michelin-Road-6/7', undefined],
      ['/[locale]/liste/[base]/[query]', 'page'],
      ['/[locale]/[[...accueil]]', 'page'],
      ['/[locale]/motos-neuves/[brand]', 'page'],
      ['/[locale]/motos-a-vendre/[marque]/[modele]', 'page'],
      ['/[locale]/pneus/[taille]', 'page'],
      ['/[locale]/pieces/[marque]/[modele]', 'page'],
    ]);
    expect(pathsToRebuild([])).toEqual([]);
  });

  it('go to Next’s cache', () => {
    nextPublicPages(log).listingsChanged(listings);
    expect(calls).toEqual(pathsToRebuild(listings));
  });

  it('are logged, not thrown, outside a Next request: the change itself is saved', () => {
    outsideNext = true;
    expect(() => nextPublicPages(log).listingsChanged(listings)).not.toThrow();
    expect(warnings).toHaveLength(1);
  });
});
