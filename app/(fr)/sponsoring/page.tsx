import { SponsoringRoute, sponsoringMetadata } from '@/components/routes/SponsoringRoute';

export const dynamic = 'force-dynamic';

export const metadata = sponsoringMetadata('fr');

export default function SponsoringPage() {
  return <SponsoringRoute locale="fr" />;
}
