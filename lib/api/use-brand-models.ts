'use client';

import useSWR from 'swr';
import type { MarqueDetail } from '../schemas/reference';
import { bffFetcher, SLOW_DATA } from './swr';

type Models = MarqueDetail['modeles'];

/** The models known for a brand (its slug; null: none asked), as suggestions. */
export function useBrandModels(slug: string | null, onLoaded?: (models: Models) => void): Models {
  const { data } = useSWR(slug ? `/marque/detail/${slug}` : null, bffFetcher<MarqueDetail>, {
    ...SLOW_DATA,
    onSuccess: (detail) => onLoaded?.(detail.modeles),
  });
  return data?.modeles ?? [];
}
