import { RenewalRoute, renewalMetadata } from '@/components/my-listings/RenewalPage';

/* Per link, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata = renewalMetadata('fr');

export default function RenewalPageRoute({ searchParams }: PageProps<'/annonce/prolonger'>) {
  return <RenewalRoute searchParams={searchParams} locale="fr" />;
}
