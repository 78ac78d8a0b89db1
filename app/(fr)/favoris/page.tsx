import { FavouritesRoute, favouritesMetadata } from '@/components/routes/FavouritesRoute';

/* A person's own list: rendered per request, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata = favouritesMetadata('fr');

export default function FavouritesPageRoute({ searchParams }: PageProps<'/favoris'>) {
  return <FavouritesRoute searchParams={searchParams} locale="fr" />;
}
