import { BrandsRoute, brandsMetadata } from '@/components/routes/BrandRoutes';

export const dynamic = 'force-dynamic';

export const metadata = brandsMetadata('fr');

export default function BrandsPage() {
  return <BrandsRoute locale="fr" />;
}
