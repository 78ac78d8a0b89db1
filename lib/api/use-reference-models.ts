'use client';

import useSWR from 'swr';
import type { MarqueModeles } from '../schemas/reference';
import { bffRead } from './browser';
import { SLOW_DATA } from './swr';

const readModels = () => bffRead('/marque/modeles');

/** Every reference model of the motorcycle brands, by brand (GET marque/modeles); empty until read. */
export function useReferenceModels(): MarqueModeles[] {
  const { data } = useSWR('marque/modeles', readModels, SLOW_DATA);
  return data ?? [];
}
