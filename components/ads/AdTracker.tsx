'use client';

import { useRef, type ReactNode } from 'react';
import { bffCount } from '@/lib/api/browser';
import { useSeenOnce } from './seen-once';

/** Counts an ad's reach once, when at least half of it is visible, and its clicks (spec, premium ads). */
export function AdTracker({ id, className, children }: { id: number; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useSeenOnce(ref, () => bffCount('/premiumads/:id/reach', { param: { id } }));
  return (
    <div ref={ref} className={className} onClickCapture={() => bffCount('/premiumads/:id/click', { param: { id } }, { leaving: true })}>
      {children}
    </div>
  );
}
