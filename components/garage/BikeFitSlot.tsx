'use client';

/**
 * Where a listing's page says whether it fits the visitor's motorcycle (BikeFit): nothing until
 * the browser knows their garage (lib/use-garage), or without one; BikeFit's code is loaded only
 * once a motorcycle is known, so that the page's first load stays within its JavaScript budget.
 */
import { lazy, Suspense } from 'react';
import type { FittedModel } from '@/lib/fitment';
import { useChosenBike } from '@/lib/use-garage';

const BikeFit = lazy(() => import('./BikeFit').then((loaded) => ({ default: loaded.BikeFit })));

export function BikeFitSlot({ universel, compatibilites }: { universel: boolean; compatibilites: FittedModel[] }) {
  const bike = useChosenBike();
  return bike ? (
    <Suspense fallback={null}>
      <BikeFit bike={bike} universel={universel} compatibilites={compatibilites} />
    </Suspense>
  ) : null;
}
