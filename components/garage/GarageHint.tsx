'use client';

import { useEffect } from 'react';
import type { GarageBike } from '@/lib/garage';
import { rememberGarage } from '@/lib/use-garage';

/** The garage as the page shows it, kept by the device: a form posted without scripts changed it (lib/use-garage). */
export function GarageHint({ bikes, signedIn }: { bikes: GarageBike[]; signedIn: boolean }) {
  useEffect(() => rememberGarage(bikes, signedIn), [bikes, signedIn]);
  return null;
}
