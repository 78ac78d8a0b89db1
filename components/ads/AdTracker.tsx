'use client';

import { useEffect, useRef, type ReactNode } from 'react';

function post(path: string) {
  // keepalive: a click that leaves the page must still be counted.
  void fetch(path, { method: 'POST', keepalive: true }).catch(() => undefined);
}

/**
 * Counts an ad's reach once, when at least half of it is visible, and its clicks (spec, premium
 * ads). A hidden ad (the other device's variant) is never visible, so never counted.
 */
export function AdTracker({ id, className, children }: { id: number; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) {
          post(`/api/bff/premiumads/${id}/reach`);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return (
    <div ref={ref} className={className} onClickCapture={() => post(`/api/bff/premiumads/${id}/click`)}>
      {children}
    </div>
  );
}
