'use client';

import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/** false while the page is rendered on the server and hydrated, true once the browser runs it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
