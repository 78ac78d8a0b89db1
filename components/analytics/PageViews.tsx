'use client';

import { sendGAEvent } from '@next/third-parties/google';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * A page view after each completed client navigation, with the final URL (after redirects). The
 * first page view is the one gtag's config sends on load.
 */
export function PageViews() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    sendGAEvent('event', 'page_view', { page_location: window.location.href, page_path: window.location.pathname, page_title: document.title });
  }, [pathname, searchParams]);
  return null;
}
