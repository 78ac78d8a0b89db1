import type { Metadata } from 'next';
import { SearchResultsPage, searchMetadata, searchWordsOf } from '@/components/search/SearchResultsPage';
import { routeLocale } from '@/server/route-locale';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/recherche'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchWordsOf(searchParams), await routeLocale(params));
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  return <SearchResultsPage q={await searchWordsOf(searchParams)} locale={locale} />;
}
