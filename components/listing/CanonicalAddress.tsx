'use client';

import { useEffect } from 'react';

/**
 * Shows a listing's own address in the address bar when it was reached by another one (an old
 * title, "x" for the title, the wrong type). The server answers those addresses with the page and
 * its canonical link rather than a redirect: a redirect built by a cached page goes out with its
 * Location header twice (vercel/next.js#82117), which some crawlers refuse.
 */
export function CanonicalAddress({ href }: { href: string }) {
  useEffect(() => {
    if (window.location.pathname !== href) window.history.replaceState(window.history.state, '', `${href}${window.location.search}${window.location.hash}`);
  }, [href]);
  return null;
}
