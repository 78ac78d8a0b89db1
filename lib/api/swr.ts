'use client';

/**
 * Reads of the signed-in pages (the posting form, the account area): SWR over the BFF, one hook per
 * resource (lib/api/use-*.ts), keyed by [path, input] and read with bffRead (a refusal throws; the
 * pages show their own text for a read that failed).
 */

/** Reference data and guides change slowly: not read again when the window regains focus. */
export const SLOW_DATA = { revalidateOnFocus: false, dedupingInterval: 60_000 } as const;
