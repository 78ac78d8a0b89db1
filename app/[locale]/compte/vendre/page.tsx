import { SellRoute, sellMetadata } from '@/components/routes/SellRoute';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/vendre'>) {
  return sellMetadata(await routeLocale(params));
}

export default async function AccountVendrePage({ params, searchParams }: PageProps<'/[locale]/compte/vendre'>) {
  const locale = await routeLocale(params);
  return <SellRoute searchParams={searchParams} locale={locale} />;
}
