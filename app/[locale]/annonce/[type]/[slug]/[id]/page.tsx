import type { Metadata } from 'next';
import { ListingRoute, listingRouteMetadata } from '@/components/routes/ListingRoute';
import { routeLocale } from '@/server/route-locale';

/*
 * Each listing's page is rendered on its first visit, then served from cache and rebuilt in the
 * background at most once a minute (views shown may lag by that much; the count itself is live).
 * Whatever changes a listing later (its owner's edits, moderation) must revalidatePath() it.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/annonce/[type]/[slug]/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, id } = await params;
  return listingRouteMetadata(type, id, await routeLocale(params));
}

export default async function ListingDetailPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { type, id } = await params;
  return <ListingRoute type={type} id={id} locale={locale} />;
}
