import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';

export const metadata = prosePageMetadata('ar', 'premium');

export default function ArabicPremiumAdsPage() {
  return <ProsePage locale="ar" page="premium" />;
}
