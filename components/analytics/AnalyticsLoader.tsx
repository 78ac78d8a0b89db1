'use client';

import dynamic from 'next/dynamic';

// The analytics code is its own chunk, fetched only when an id is configured.
const GoogleAnalyticsWithPageViews = dynamic(() => import('./GoogleAnalyticsWithPageViews'), { ssr: false });

export function AnalyticsLoader({ gaId }: { gaId: string }) {
  return <GoogleAnalyticsWithPageViews gaId={gaId} />;
}
