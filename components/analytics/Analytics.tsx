import { GoogleAnalytics } from '@next/third-parties/google';
import { Suspense } from 'react';
import { publicConfig } from '@/lib/config';
import { PageViews } from './PageViews';

let warned = false;

/** Google Analytics when an id is configured; otherwise the spec's warning, once, and nothing loaded. */
export function Analytics() {
  if (!publicConfig.gaId) {
    if (!warned) {
      warned = true;
      console.warn('Google Analytics ID is missing');
    }
    return null;
  }
  return (
    <>
      <GoogleAnalytics gaId={publicConfig.gaId} />
      <Suspense fallback={null}>
        <PageViews />
      </Suspense>
    </>
  );
}
