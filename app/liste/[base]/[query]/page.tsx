import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingSearchPage } from '@/components/listing/ListingSearchPage';
import { MotoBrowseLinks } from '@/components/listing/MotoBrowseLinks';
import { listMetadata, listPageRequest } from '@/lib/listing-pages';

/*
 * The list pages: /motos-a-vendre and /annonce/{type}, with their filters, reach this route
 * through proxy.ts. Each search is rendered on its first visit and then served from cache,
 * rebuilt in the background at most once a minute (a new listing shows within a minute).
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/liste/[base]/[query]'>;

async function requested({ params }: Props) {
  const { base, query } = await params;
  return listPageRequest(base, query);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const request = await requested(props);
  return request ? listMetadata(request.urlType, request.filters) : {};
}

export default async function ListPage(props: Props) {
  const request = await requested(props);
  if (!request) notFound();
  return (
    <>
      <ListingSearchPage {...request} />
      {request.basePath === '/motos-a-vendre' ? <MotoBrowseLinks /> : null}
    </>
  );
}
