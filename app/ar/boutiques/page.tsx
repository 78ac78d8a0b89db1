import { ShopsRoute, shopsMetadata } from '@/components/routes/ShopRoutes';

export const dynamic = 'force-dynamic';

export const metadata = shopsMetadata('ar');

export default function ArabicShopsPage() {
  return <ShopsRoute locale="ar" />;
}
