import { SellRoute, sellMetadata } from '@/components/listing-form/SellRoute';

export const metadata = sellMetadata('ar');

export default function ArabicSellPage({ searchParams }: PageProps<'/ar/compte/vendre'>) {
  return <SellRoute searchParams={searchParams} locale="ar" />;
}
