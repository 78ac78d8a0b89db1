import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingSearchPage } from '@/components/listing/ListingSearchPage';
import { isListingUrlType } from '@/lib/listing-types';
import { listMetadata } from '@/lib/listing-pages';
import { parseListingFilters } from '@/lib/search';

// Results change with every search and every new listing.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/annonce/[type]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { type } = await params;
  if (!isListingUrlType(type)) return {};
  return listMetadata(type, parseListingFilters(type, await searchParams));
}

export default async function ListingTypePage({ params, searchParams }: Props) {
  const { type } = await params;
  if (!isListingUrlType(type)) notFound();
  return <ListingSearchPage urlType={type} filters={parseListingFilters(type, await searchParams)} basePath={`/annonce/${type}`} />;
}
