import { AdsRoute, adsMetadata } from '@/components/sponsoring/MySponsorings';

export const metadata = adsMetadata('fr');

export default function AccountAdsPage({ searchParams }: PageProps<'/compte/ads'>) {
  return <AdsRoute searchParams={searchParams} locale="fr" />;
}
