import { MyListingsRoute, myListingsMetadata } from '@/components/routes/MyListingsRoute';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/annonce'>) {
  return myListingsMetadata(await routeLocale(params));
}

export default async function AccountAnnoncePage({ params, searchParams }: PageProps<'/[locale]/compte/annonce'>) {
  const locale = await routeLocale(params);
  return <MyListingsRoute searchParams={searchParams} locale={locale} />;
}
