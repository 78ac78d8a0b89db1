'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { PriceGuide } from '../price-guide';
import { bffFetcher, SLOW_DATA } from './swr';

export interface PriceGuideQuery {
  marque: string;
  modele: string;
  annee: string;
  kilometrage?: string;
  exclure?: number;
}

/** `value`, once it has stayed the same for `ms`: asked when typing pauses, not at each key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What comparable published motos ask (null: not asked, or not known yet). */
export function usePriceGuide(query: PriceGuideQuery | null): PriceGuide | null {
  const params = query ? new URLSearchParams({ marque: query.marque, modele: query.modele, annee: query.annee }) : null;
  if (params && query?.kilometrage) params.set('kilometrage', query.kilometrage);
  if (params && query?.exclure) params.set('exclure', String(query.exclure));
  const key = useSettled(params ? `/moto/prix-marche?${params}` : null, 400);
  const { data } = useSWR(query && key ? key : null, bffFetcher<PriceGuide>, SLOW_DATA);
  return query ? (data ?? null) : null;
}
