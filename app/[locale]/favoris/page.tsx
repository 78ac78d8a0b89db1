import { FavouritesRoute, favouritesMetadata } from '@/components/routes/FavouritesRoute';
import { routeLocale } from '@/server/route-locale';

/* A person's own list: rendered per request, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/favoris'>) {
  return favouritesMetadata(await routeLocale(params));
}

export default async function FavouritesPageRoute({ params, searchParams }: PageProps<'/[locale]/favoris'>) {
  const locale = await routeLocale(params);
  return <FavouritesRoute searchParams={searchParams} locale={locale} />;
}
