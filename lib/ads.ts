/** Where premium ads and the sponsored listing go in a list (spec, business constants). */

export type Placed<T, A> = { kind: 'listing'; item: T } | { kind: 'ad'; ad: A; position: number };

/**
 * Listings with an ad at every 6th position (index + 1 divisible by 6), cycling through the ads.
 * Without ads, the listings as they are.
 */
export function placeAds<T, A>(items: T[], ads: A[], every = 6): Placed<T, A>[] {
  const placed: Placed<T, A>[] = [];
  let adsShown = 0;
  for (const item of items) {
    if (ads.length > 0 && (placed.length + 1) % every === 0) {
      placed.push({ kind: 'ad', ad: ads[adsShown % ads.length]!, position: placed.length });
      adsShown++;
    }
    placed.push({ kind: 'listing', item });
  }
  return placed;
}

/**
 * One sponsored listing picked at random among the eligible ones, never one already on the page
 * (spec: not repeated on the same page). Null when none is left.
 */
export function pickSponsored<T>(candidates: T[], idOf: (candidate: T) => number, onPage: Iterable<number>, random: () => number = Math.random): T | null {
  const taken = new Set(onPage);
  const eligible = candidates.filter((c) => !taken.has(idOf(c)));
  if (eligible.length === 0) return null;
  return eligible[Math.min(eligible.length - 1, Math.floor(random() * eligible.length))]!;
}
