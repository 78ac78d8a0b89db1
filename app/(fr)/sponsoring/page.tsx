import { SponsoringRoute, sponsoringMetadata } from '@/components/sponsoring/SponsoringRoute';

export const dynamic = 'force-dynamic';

export const metadata = sponsoringMetadata('fr');

export default function SponsoringPage() {
  return <SponsoringRoute locale="fr" />;
}
