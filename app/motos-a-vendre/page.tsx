import type { Metadata } from 'next';
import { ListingSearchPage } from '@/components/listing/ListingSearchPage';
import { MotoBrowseLinks } from '@/components/listing/MotoBrowseLinks';
import { listMetadata } from '@/lib/listing-pages';
import { parseListingFilters } from '@/lib/search';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/motos-a-vendre'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listMetadata('moto', parseListingFilters('moto', await searchParams));
}

/** The landing page of search engines for motos (the moto list's canonical address). */
export default async function MotosForSalePage({ searchParams }: Props) {
  const filters = parseListingFilters('moto', await searchParams);
  return (
    <>
      <ListingSearchPage urlType="moto" filters={filters} basePath="/motos-a-vendre" />
      <MotoBrowseLinks />
    </>
  );
}
