/**
 * The price guide of moto listings: what comparable published listings ask (same brand and model,
 * model year within two years, same mileage band), as a median and the middle half. Shared by v1,
 * the posting form and the listing page's label.
 */

/** Fewer comparables than this say nothing worth showing. */
export const MIN_COMPARABLES = 5;
/** A model has its page (/motos-a-vendre/{marque}/{modele}) from this many published listings. */
export const MIN_MODEL_LISTINGS = 3;
export const YEAR_SPREAD = 2;

/** Mileage bands (km, upper bounds excluded): a 3,000 km bike is not priced like a 60,000 km one. */
export const MILEAGE_BANDS = [0, 10_000, 30_000, 60_000, Infinity] as const;

export function mileageBand(kilometrage: number): { min: number; max: number | null } {
  for (let i = 1; i < MILEAGE_BANDS.length; i++) {
    const max = MILEAGE_BANDS[i]!;
    if (kilometrage < max) return { min: MILEAGE_BANDS[i - 1]!, max: Number.isFinite(max) ? max : null };
  }
  return { min: MILEAGE_BANDS[MILEAGE_BANDS.length - 2]!, max: null };
}

export interface PriceGuide {
  comparables: number;
  /** null below MIN_COMPARABLES */
  mediane: number | null;
  bas: number | null;
  haut: number | null;
}

export type PriceLabel = 'Prix bas' | 'Prix dans la moyenne' | 'Prix élevé';

/** Where a price sits among its comparables: below the middle half, in it, above it. */
export function priceLabel(prix: number | null, guide: PriceGuide | null): PriceLabel | null {
  if (prix === null || !guide || guide.comparables < MIN_COMPARABLES || guide.bas === null || guide.haut === null) return null;
  if (prix < guide.bas) return 'Prix bas';
  if (prix > guide.haut) return 'Prix élevé';
  return 'Prix dans la moyenne';
}
