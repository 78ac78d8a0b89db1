import { SponsorRoute, sponsorMetadata } from '@/components/routes/SponsorRoute';

export const metadata = sponsorMetadata('fr');

export default function SponsorPage({ searchParams }: PageProps<'/compte/ads/sponsoriser'>) {
  return <SponsorRoute searchParams={searchParams} locale="fr" />;
}
