import { ShopsRoute, shopsMetadata } from '@/components/routes/ShopRoutes';

export const dynamic = 'force-dynamic';

export const metadata = shopsMetadata('fr');

export default function ShopsPage() {
  return <ShopsRoute locale="fr" />;
}
