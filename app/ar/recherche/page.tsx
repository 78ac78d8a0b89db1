import type { Metadata } from 'next';
import { SearchResultsPage, searchMetadata, searchWordsOf } from '@/components/search/SearchResultsPage';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/ar/recherche'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchWordsOf(searchParams), 'ar');
}

export default async function ArabicSearchPage({ searchParams }: Props) {
  return <SearchResultsPage q={await searchWordsOf(searchParams)} locale="ar" />;
}
