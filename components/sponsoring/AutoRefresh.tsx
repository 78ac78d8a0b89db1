'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Reads the page again every `everyMs` while a payment awaits CMI's confirmation, at most `forMs`. */
export function AutoRefresh({ everyMs = 2_000, forMs = 60_000 }: { everyMs?: number; forMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > forMs) return clearInterval(timer);
      router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs, forMs]);
  return null;
}
