import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { listMetadata } from '@/server/list-copy';
import { ListingSearchPage } from '@/components/listing/ListingSearchPage';
import { MotoBrowseLinks } from '@/components/listing/MotoBrowseLinks';
import { TyreSizeLinks } from '@/components/tyres/TyreSizeLinks';
import { loadListPage } from '@/components/listing/list-data';

/** The list behind an internal path (app/[locale]/liste), in a language. */
export async function listRouteMetadata(base: string, query: string, locale: Locale): Promise<Metadata> {
  const request = await loadListPage(base, query, locale);
  return request ? listMetadata(request) : {};
}

export async function ListRoute({ base, query, locale }: { base: string; query: string; locale: Locale }) {
  const request = await loadListPage(base, query, locale);
  if (!request) notFound();
  return (
    <>
      <ListingSearchPage {...request} />
      {request.urlType === 'moto' ? <MotoBrowseLinks locale={locale} /> : null}
      {request.urlType === 'pneu' ? <TyreSizeLinks locale={locale} /> : null}
    </>
  );
}
