'use client';

import { useEffect } from 'react';
import { rememberFavouriteCount } from '@/lib/use-favourites';

/** The list's count, kept by the device: a heart posted without scripts changed it (lib/use-favourites). */
export function FavouriteCount({ count }: { count: number }) {
  useEffect(() => rememberFavouriteCount(count), [count]);
  return null;
}
