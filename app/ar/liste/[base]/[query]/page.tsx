import type { Metadata } from 'next';
import { ListRoute, listRouteMetadata } from '@/components/routes/ListRoute';

/* The Arabic list pages (/ar/motos-a-vendre, /ar/annonce/{type}), cached like the French ones. */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/ar/liste/[base]/[query]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { base, query } = await params;
  return listRouteMetadata(base, query, 'ar');
}

export default async function ArabicListPage({ params }: Props) {
  const { base, query } = await params;
  return <ListRoute base={base} query={query} locale="ar" />;
}
