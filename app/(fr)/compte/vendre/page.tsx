import { SellRoute, sellMetadata } from '@/components/listing-form/SellRoute';

export const metadata = sellMetadata('fr');

export default function AccountVendrePage({ searchParams }: PageProps<'/compte/vendre'>) {
  return <SellRoute searchParams={searchParams} locale="fr" />;
}
