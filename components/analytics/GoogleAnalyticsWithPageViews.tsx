'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import { Suspense } from 'react';
import { PageViews } from './PageViews';

export default function GoogleAnalyticsWithPageViews({ gaId }: { gaId: string }) {
  return (
    <>
      <GoogleAnalytics gaId={gaId} />
      <Suspense fallback={null}>
        <PageViews />
      </Suspense>
    </>
  );
}
