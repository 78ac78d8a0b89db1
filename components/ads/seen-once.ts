'use client';

import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onSeen` once, when at least half of the element is visible (spec: reach is counted once at
 * 50 % visibility). A hidden element (the other device's variant) is never visible, never counted.
 */
export function useSeenOnce(ref: RefObject<HTMLElement | null>, onSeen: (() => void) | null) {
  const counts = onSeen !== null;
  // The latest onSeen, without observing the element again when a render hands a new one.
  const seen = useEffectEvent(() => onSeen?.());
  useEffect(() => {
    const element = ref.current;
    if (!element || !counts || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) {
          seen();
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, counts]);
}
