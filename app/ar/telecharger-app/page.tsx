import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { StoreButtons } from '@/components/ui/StoreButtons';
export const metadata = prosePageMetadata('ar', 'app');

export default function ArabicDownloadAppPage() {
  return <ProsePage locale="ar" page="app" before={<StoreButtons locale="ar" />} />;
}
