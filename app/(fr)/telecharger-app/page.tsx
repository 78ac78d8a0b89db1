import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { StoreButtons } from '@/components/ui/StoreButtons';
export const metadata = prosePageMetadata('fr', 'app');

export default function DownloadAppPage() {
  return <ProsePage locale="fr" page="app" before={<StoreButtons />} />;
}
