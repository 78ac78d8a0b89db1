import type { Metadata } from 'next';
import { FavouritesPage } from '@/components/favourites/FavouritesPage';
import { FAVOURITE_NOTICES, MAX_FAVOURITES, type FavouriteNotice } from '@/lib/favourites';
import { FAVOURITES_URL } from '@/lib/navigation';
import { currentSession } from '@/server/auth/current';
import { v1AsVisitor } from '@/server/auth/visitor';

/* A person's own list: rendered per request, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Mes favoris', robots: { index: false, follow: false } };

export default async function FavouritesRoute({ searchParams }: PageProps<'/favoris'>) {
  const { message } = await searchParams;
  const notice = typeof message === 'string' && message in FAVOURITE_NOTICES ? (message as FavouriteNotice) : null;
  const [client, session] = await Promise.all([v1AsVisitor(FAVOURITES_URL), currentSession()]);
  const list = client ? await client.favoris.liste() : { favoris: [], max: MAX_FAVOURITES };
  return <FavouritesPage favourites={list.favoris} max={list.max} signedIn={Boolean(session)} notice={notice} />;
}
