import { SellRoute, sellMetadata } from '@/components/routes/SellRoute';

export const metadata = sellMetadata('fr');

export default function AccountVendrePage({ searchParams }: PageProps<'/compte/vendre'>) {
  return <SellRoute searchParams={searchParams} locale="fr" />;
}
