import { OfflineView, offlineMetadata } from '@/components/app/OfflineView';

export const metadata = offlineMetadata('ar');

export default function ArabicOfflinePage() {
  return <OfflineView locale="ar" />;
}
