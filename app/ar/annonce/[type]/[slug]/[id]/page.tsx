import type { Metadata } from 'next';
import { ListingRoute, listingRouteMetadata } from '@/components/routes/ListingRoute';

/* A listing's Arabic page (/ar/annonce/detail-…/…/…), cached like the French one. */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/ar/annonce/[type]/[slug]/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, id } = await params;
  return listingRouteMetadata(type, id, 'ar');
}

export default async function ArabicListingPage({ params }: Props) {
  const { type, id } = await params;
  return <ListingRoute type={type} id={id} locale="ar" />;
}
