'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { PriceGuide } from '../price-guide';
import { bffRead } from './browser';
import { SLOW_DATA } from './swr';

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

/** Reads the guide of a query kept as its JSON text (one text, one read: an equal query typed again is not read again). */
const readGuide = ([, query]: readonly ['prix-marche', string]) => bffRead('/moto/prix-marche', { query: JSON.parse(query) });

/** What comparable published motos ask (null: not asked, or not known yet). */
export function usePriceGuide(query: PriceGuideQuery | null): PriceGuide | null {
  const settled = useSettled(query ? JSON.stringify(query) : null, 400);
  const { data } = useSWR(query && settled ? (['prix-marche', settled] as const) : null, readGuide, SLOW_DATA);
  return query ? (data ?? null) : null;
}
