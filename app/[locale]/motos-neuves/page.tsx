import { BrandsRoute, brandsMetadata } from '@/components/routes/BrandRoutes';
import { routeLocale } from '@/server/route-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/motos-neuves'>) {
  return brandsMetadata(await routeLocale(params));
}

export default async function BrandsPage({ params }: PageProps<'/[locale]/motos-neuves'>) {
  const locale = await routeLocale(params);
  return <BrandsRoute locale={locale} />;
}
