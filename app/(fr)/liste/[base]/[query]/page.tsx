import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingSearchPage } from '@/components/listing/ListingSearchPage';
import { MotoBrowseLinks } from '@/components/listing/MotoBrowseLinks';
import { loadListPage } from '@/components/listing/list-data';
import { listMetadata } from '@/lib/listing-pages';

/*
 * The list pages: /motos-a-vendre and /annonce/{type}, with the filters our links make, reach this
 * route through proxy.ts. Each search is rendered on its first visit and then served from cache,
 * rebuilt in the background at most once a minute (a new listing shows within a minute). Other
 * searches reach the same page through app/liste-directe, uncached.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/liste/[base]/[query]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { base, query } = await params;
  const request = await loadListPage(base, query);
  return request ? listMetadata(request) : {};
}

export default async function ListPage({ params }: Props) {
  const { base, query } = await params;
  const request = await loadListPage(base, query);
  if (!request) notFound();
  return (
    <>
      <ListingSearchPage {...request} />
      {request.basePath === '/motos-a-vendre' ? <MotoBrowseLinks /> : null}
    </>
  );
}
