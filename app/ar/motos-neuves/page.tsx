import { BrandsRoute, brandsMetadata } from '@/components/routes/BrandRoutes';

export const dynamic = 'force-dynamic';

export const metadata = brandsMetadata('ar');

export default function ArabicBrandsPage() {
  return <BrandsRoute locale="ar" />;
}
