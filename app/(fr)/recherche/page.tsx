import type { Metadata } from 'next';
import { SearchResultsPage, searchMetadata, searchWordsOf } from '@/components/search/SearchResultsPage';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/recherche'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchWordsOf(searchParams), 'fr');
}

export default async function SearchPage({ searchParams }: Props) {
  return <SearchResultsPage q={await searchWordsOf(searchParams)} locale="fr" />;
}
