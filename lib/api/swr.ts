'use client';

/**
 * Reads of the signed-in pages (the posting form, the account area): SWR over the BFF, one hook per
 * resource (lib/api/use-*.ts). A refused read throws the French message v1 gave.
 */
import { bff } from './browser';

export async function bffFetcher<T>(path: string): Promise<T> {
  const answer = await bff<T>(path);
  if (!answer.ok) throw new Error(answer.error ?? 'Lecture impossible.');
  return answer.body;
}

/** Reference data and guides change slowly: not read again when the window regains focus. */
export const SLOW_DATA = { revalidateOnFocus: false, dedupingInterval: 60_000 } as const;
