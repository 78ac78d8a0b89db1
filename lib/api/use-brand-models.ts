'use client';

import useSWR from 'swr';
import type { MarqueDetail } from '../schemas/reference';
import { bffRead } from './browser';
import { SLOW_DATA } from './swr';

type Models = MarqueDetail['modeles'];

const readBrand = ([, slug]: readonly ['marque', string]) => bffRead('/marque/detail/:id', { param: { id: slug } });

/** The models known for a brand (its slug; null: none asked), as suggestions. */
export function useBrandModels(slug: string | null, onLoaded?: (models: Models) => void): Models {
  const { data } = useSWR(slug ? (['marque', slug] as const) : null, readBrand, {
    ...SLOW_DATA,
    onSuccess: (detail) => onLoaded?.(detail.modeles),
  });
  return data?.modeles ?? [];
}
