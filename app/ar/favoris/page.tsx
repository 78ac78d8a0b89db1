import { FavouritesRoute, favouritesMetadata } from '@/components/routes/FavouritesRoute';

/* As app/(fr)/favoris: per request, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata = favouritesMetadata('ar');

export default function ArabicFavouritesPage({ searchParams }: PageProps<'/ar/favoris'>) {
  return <FavouritesRoute searchParams={searchParams} locale="ar" />;
}
