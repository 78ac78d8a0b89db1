import { SponsorRoute, sponsorMetadata } from '@/components/routes/SponsorRoute';

export const metadata = sponsorMetadata('ar');

export default function ArabicSponsorPage({ searchParams }: PageProps<'/ar/compte/ads/sponsoriser'>) {
  return <SponsorRoute searchParams={searchParams} locale="ar" />;
}
