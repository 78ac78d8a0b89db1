import { RenewalRoute, renewalMetadata } from '@/components/my-listings/RenewalPage';

/* As app/(fr)/annonce/prolonger: per link, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata = renewalMetadata('ar');

export default function ArabicRenewalPage({ searchParams }: PageProps<'/ar/annonce/prolonger'>) {
  return <RenewalRoute searchParams={searchParams} locale="ar" />;
}
