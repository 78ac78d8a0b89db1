import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';

export const metadata = prosePageMetadata('fr', 'premium');

export default function PremiumAdsPage() {
  return <ProsePage locale="fr" page="premium" />;
}
