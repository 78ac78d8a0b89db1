/** Mes Annonces in a language (app/[locale]/compte/(chargement)/annonce). */
import Link from 'next/link';
import type { Metadata } from 'next';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { MY_LISTINGS_URL, POST_LISTING_URL } from '@/lib/navigation';
import { pageFromQuery } from '@/lib/paging';
import { requestTime } from '@/lib/clock';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { MyListings } from '@/components/my-listings/MyListings';

export function myListingsMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'myListings')('title') };
}

export async function MyListingsRoute({ searchParams, locale }: { searchParams: Promise<{ page?: string | string[] }>; locale: Locale }) {
  const t = translator(locale, 'myListings');
  const page = pageFromQuery((await searchParams).page);
  const here = localePath(locale, MY_LISTINGS_URL);
  const returnPath = page > 1 ? `${here}?page=${page}` : here;
  const session = await requireSession(returnPath);
  if (session.role === 'admin') return <EmptyState title={t('adminTitle')}>{t('adminText')}</EmptyState>;
  const listings = await v1AsSession(session, returnPath).compte.mesAnnonces({ page, itemsPerPage: 10 });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">
          {t('title')} {listings.total > 0 ? <span className="text-base font-semibold text-muted">({listings.total})</span> : null}
        </h1>
        <Link href={localePath(locale, POST_LISTING_URL)} className="btn-primary">
          {t('post')}
        </Link>
      </div>
      <MyListings page={listings} now={requestTime()} locale={locale} />
    </div>
  );
}
