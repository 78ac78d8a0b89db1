'use client';

/**
 * Where a listing's page says whether it fits the visitor's motorcycle (BikeFit): nothing until
 * the browser knows their garage (lib/use-garage), or without one; BikeFit's code is loaded only
 * once a motorcycle is known, so that the page's first load stays within its JavaScript budget.
 */
import { useEffect, useState } from 'react';
import type { FittedModel } from '@/lib/fitment';
import { useChosenBike } from '@/lib/use-garage';
import type { BikeFit as BikeFitComponent } from './BikeFit';

export function BikeFitSlot({ universel, compatibilites }: { universel: boolean; compatibilites: FittedModel[] }) {
  const bike = useChosenBike();
  const [BikeFit, setBikeFit] = useState<typeof BikeFitComponent | null>(null);
  useEffect(() => {
    if (bike && !BikeFit) void import('./BikeFit').then((loaded) => setBikeFit(() => loaded.BikeFit));
  }, [bike, BikeFit]);
  return bike && BikeFit ? <BikeFit bike={bike} universel={universel} compatibilites={compatibilites} /> : null;
}
