import { SponsoringRoute, sponsoringMetadata } from '@/components/routes/SponsoringRoute';

export const dynamic = 'force-dynamic';

export const metadata = sponsoringMetadata('ar');

export default function ArabicSponsoringPage() {
  return <SponsoringRoute locale="ar" />;
}
