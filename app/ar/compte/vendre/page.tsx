import { SellRoute, sellMetadata } from '@/components/routes/SellRoute';

export const metadata = sellMetadata('ar');

export default function ArabicSellPage({ searchParams }: PageProps<'/ar/compte/vendre'>) {
  return <SellRoute searchParams={searchParams} locale="ar" />;
}
