'use client';

import { useRef, type ReactNode } from 'react';
import { countOnce, useSeenOnce } from './seen-once';

/** Counts an ad's reach once, when at least half of it is visible, and its clicks (spec, premium ads). */
export function AdTracker({ id, className, children }: { id: number; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useSeenOnce(ref, () => countOnce(`/api/bff/premiumads/${id}/reach`));
  return (
    <div ref={ref} className={className} onClickCapture={() => countOnce(`/api/bff/premiumads/${id}/click`, { leaving: true })}>
      {children}
    </div>
  );
}
