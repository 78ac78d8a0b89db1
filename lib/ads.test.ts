import { describe, expect, it } from 'vitest';
import { pickSponsored, placeAds } from './ads';

const listings = (n: number) => Array.from({ length: n }, (_, i) => `L${i + 1}`);
const layout = (placed: ReturnType<typeof placeAds<string, string>>) => placed.map((p) => (p.kind === 'listing' ? p.item : `[${p.ad}]`));

describe('placeAds', () => {
  it('puts an ad at every 6th position (index + 1 divisible by 6), cycling through the ads', () => {
    const placed = placeAds(listings(14), ['A', 'B']);
    expect(layout(placed)).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', '[A]', 'L6', 'L7', 'L8', 'L9', 'L10', '[B]', 'L11', 'L12', 'L13', 'L14']);
    placed.forEach((p, index) => expect(p.kind === 'ad').toBe((index + 1) % 6 === 0));
  });

  it('cycles back to the first ad when there are more positions than ads', () => {
    expect(layout(placeAds(listings(20), ['A'])).filter((x) => x.startsWith('['))).toEqual(['[A]', '[A]', '[A]']);
    expect(layout(placeAds(listings(25), ['A', 'B', 'C'])).filter((x) => x.startsWith('['))).toEqual(['[A]', '[B]', '[C]', '[A]']);
  });

  it('shows no ad without ads, and none after the last listing', () => {
    expect(layout(placeAds(listings(12), []))).toEqual(listings(12));
    expect(layout(placeAds(listings(5), ['A']))).toEqual(listings(5));
  });
});

describe('pickSponsored', () => {
  const candidates = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('never picks a listing already on the page', () => {
    for (let r = 0; r < 1; r += 0.1)
      expect(
        pickSponsored(
          candidates,
          (c) => c.id,
          [1, 3],
          () => r,
        ),
      ).toEqual({ id: 2 });
  });

  it('picks at random among the eligible ones', () => {
    expect(
      pickSponsored(
        candidates,
        (c) => c.id,
        [],
        () => 0,
      ),
    ).toEqual({ id: 1 });
    expect(
      pickSponsored(
        candidates,
        (c) => c.id,
        [],
        () => 0.5,
      ),
    ).toEqual({ id: 2 });
    expect(
      pickSponsored(
        candidates,
        (c) => c.id,
        [],
        () => 0.999,
      ),
    ).toEqual({ id: 3 });
  });

  it('gives nothing when every eligible listing is already shown, or there is none', () => {
    expect(pickSponsored(candidates, (c) => c.id, [1, 2, 3])).toBeNull();
    expect(pickSponsored([], (c: { id: number }) => c.id, [])).toBeNull();
  });
});
