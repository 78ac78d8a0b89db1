import { publicConfig } from '@/lib/config';
import { warnOnce } from '@/lib/warn-once';
import { AnalyticsLoader } from './AnalyticsLoader';

/** Google Analytics when an id is configured; otherwise the spec's warning, once, and nothing loaded. */
export function Analytics() {
  if (!publicConfig.gaId) {
    warnOnce('Google Analytics ID is missing');
    return null;
  }
  return <AnalyticsLoader gaId={publicConfig.gaId} />;
}
