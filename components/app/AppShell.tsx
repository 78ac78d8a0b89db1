'use client';

import { useEffect } from 'react';
import { isInApp } from '@/lib/app/detect';
import { enhanceSearchBoxes } from '../search/search-box';

/**
 * Every page: the search boxes get their suggestions, the service worker (static assets and the
 * offline page) is registered once the page has loaded, and inside the companion app the in-app
 * behaviour starts (its code is loaded only there). Renders nothing.
 */
export function AppShell() {
  useEffect(() => {
    enhanceSearchBoxes();
    if (isInApp(navigator.userAgent)) void import('@/lib/app/in-app').then((app) => app.startInApp());
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return null;
}
