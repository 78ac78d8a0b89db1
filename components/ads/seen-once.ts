'use client';

import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Sends a count (a display, a view, a click, a contact) in the background, never in the way of the
 * page: low priority, errors ignored. `leaving`: the gesture may take the visitor to another page
 * (an ad's link, a call), so the request must outlive this one (keepalive). Counts made while the
 * page is shown do without keepalive: Chromium never reports such requests as finished to its
 * DevTools, so every one of them kept Lighthouse waiting 45 s for the page to go quiet.
 */
export function countOnce(path: string, { leaving = false, body }: { leaving?: boolean; body?: unknown } = {}) {
  void fetch(path, {
    method: 'POST',
    priority: 'low',
    keepalive: leaving,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  }).catch(() => undefined);
}

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
