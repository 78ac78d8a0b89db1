/** /favoris in a language (app/[locale]/favoris): the person's own list, never cached. */
import type { Metadata } from 'next';
import { FAVOURITE_NOTICES, MAX_FAVOURITES, type FavouriteNotice } from '@/lib/favourites';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { FAVOURITES_URL } from '@/lib/navigation';
import { isOneOf } from '@/lib/one-of';
import { currentSession } from '@/server/auth/current';
import { v1AsVisitor } from '@/server/auth/visitor';
import { translator } from '@/server/i18n';
import { FavouritesPage } from '@/components/favourites/FavouritesPage';

export function favouritesMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'favourites')('title'), robots: { index: false, follow: false } };
}

export async function FavouritesRoute({ searchParams, locale }: { searchParams: Promise<{ message?: string | string[] }>; locale: Locale }) {
  const { message } = await searchParams;
  const notice: FavouriteNotice | null = isOneOf(FAVOURITE_NOTICES, message) ? message : null;
  const [client, session] = await Promise.all([v1AsVisitor(localePath(locale, FAVOURITES_URL)), currentSession()]);
  const list = client ? await client.favoris.liste() : { favoris: [], max: MAX_FAVOURITES };
  return <FavouritesPage favourites={list.favoris} max={list.max} signedIn={Boolean(session)} notice={notice} locale={locale} />;
}
