import { ShopRoute, shopMetadata } from '@/components/routes/ShopRoutes';
import { routeLocale } from '@/server/route-locale';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/annonceur/boutique/[id]'>;

export const generateMetadata = async ({ params }: Props) => shopMetadata(params, await routeLocale(params));

export default async function ShopPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  return <ShopRoute params={params} searchParams={searchParams} locale={locale} />;
}
