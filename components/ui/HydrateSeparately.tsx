import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content that the browser hydrates on its own, after the page shell: React
 * hydrates a completed Suspense boundary at low priority, in short slices that leave a phone's main
 * thread free, instead of inside the one long task that hydrates the page.
 *
 * Only below the first screen: React sends a boundary bigger than 500 bytes that comes after the
 * first 12.8 kB of a page out of order (at the end of the HTML, moved into place by a script), so
 * content above the fold would shift. And only around content whose data has already been read
 * (nothing inside suspends on the server), so that a page's status (404…) is never lost to streaming.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
