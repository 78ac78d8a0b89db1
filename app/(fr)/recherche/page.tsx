import type { Metadata } from 'next';
import { SearchResultsPage } from '@/components/search/SearchResultsPage';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

const wordsOf = async (searchParams: Props['searchParams']) => {
  const q = (await searchParams).q;
  return (Array.isArray(q) ? q[0] : q)?.trim() ?? '';
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = await wordsOf(searchParams);
  return {
    title: q ? `« ${q.slice(0, 60)} » : annonces moto au Maroc` : 'Rechercher une annonce moto',
    description: 'Motos, équipement motard, pièces et pneus à vendre au Maroc : cherchez par marque, modèle ou mot-clé.',
    // Each search is a page for its visitor, not for search engines; its links are followed.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  return <SearchResultsPage q={await wordsOf(searchParams)} />;
}
