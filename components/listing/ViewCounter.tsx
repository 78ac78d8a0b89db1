'use client';

import { useEffect } from 'react';
import type { ListingKind } from '@/lib/listing-types';
import { bffCount } from '@/lib/api/browser';

/** Counts one view per listing per visit (browser session), however often the page renders. */
export function ViewCounter({ kind, id }: { kind: ListingKind; id: number }) {
  useEffect(() => {
    const key = `motomaroc:vue:${kind}:${id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // storage refused (private mode): count anyway, once per page load
    }
    bffCount(`/${kind}/incrementer-vues/:id`, { param: { id } });
  }, [kind, id]);
  return null;
}
