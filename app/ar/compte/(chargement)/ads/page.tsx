import { AdsRoute, adsMetadata } from '@/components/sponsoring/MySponsorings';

export const metadata = adsMetadata('ar');

export default function ArabicAccountAdsPage({ searchParams }: PageProps<'/ar/compte/ads'>) {
  return <AdsRoute searchParams={searchParams} locale="ar" />;
}
