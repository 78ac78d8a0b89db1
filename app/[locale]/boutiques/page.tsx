import { ShopsRoute, shopsMetadata } from '@/components/routes/ShopRoutes';
import { routeLocale } from '@/server/route-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/boutiques'>) {
  return shopsMetadata(await routeLocale(params));
}

export default async function ShopsPage({ params }: PageProps<'/[locale]/boutiques'>) {
  const locale = await routeLocale(params);
  return <ShopsRoute locale={locale} />;
}
