import { OfflineView, offlineMetadata } from '@/components/app/OfflineView';

export const metadata = offlineMetadata('fr');

export default function OfflinePage() {
  return <OfflineView locale="fr" />;
}
