'use client';

import { useEffect, type RefObject } from 'react';

/** Counts a display once (keepalive: leaving the page does not lose it). */
export function countOnce(path: string) {
  void fetch(path, { method: 'POST', keepalive: true }).catch(() => undefined);
}

/**
 * Calls `onSeen` once, when at least half of the element is visible (spec: reach is counted once at
 * 50 % visibility). A hidden element (the other device's variant) is never visible, never counted.
 */
export function useSeenOnce(ref: RefObject<HTMLElement | null>, onSeen: (() => void) | null) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !onSeen || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) {
          onSeen();
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- observed once per element
  }, [ref]);
}
