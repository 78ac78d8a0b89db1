'use client';

/**
 * The bar over the parts, tyre and moto equipment lists (issue 45). Cached lists are the same for
 * everyone: the page renders how to add a motorcycle (`children`, GaragePrompt), and the browser
 * reads the visitor's garage (lib/use-garage); once it knows of a motorcycle, the bar of that
 * motorcycle (BikeBar) takes the prompt's place. BikeBar's code is loaded only then: most
 * visitors have no garage, and every list's first load stays within its JavaScript budget.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { ListingFilters } from '@/lib/search';
import { useChosenBike } from '@/lib/use-garage';

const BikeBar = lazy(() => import('./BikeBar').then((loaded) => ({ default: loaded.BikeBar })));

export function GarageBar({ basePath, filters, children }: { basePath: string; filters: ListingFilters; children: ReactNode }) {
  const bike = useChosenBike();
  return bike ? (
    <Suspense fallback={children}>
      <BikeBar bike={bike} basePath={basePath} filters={filters} />
    </Suspense>
  ) : (
    children
  );
}
