import { publicConfig } from '@/lib/config';
import { AnalyticsLoader } from './AnalyticsLoader';

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
  return <AnalyticsLoader gaId={publicConfig.gaId} />;
}
