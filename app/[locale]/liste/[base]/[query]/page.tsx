import type { Metadata } from 'next';
import { ListRoute, listRouteMetadata } from '@/components/routes/ListRoute';
import { routeLocale } from '@/server/route-locale';

/*
 * The list pages: /motos-a-vendre and /annonce/{type}, with the filters our links make, reach this
 * route through proxy.ts. Each search is rendered on its first visit and then served from cache,
 * rebuilt in the background at most once a minute (a new listing shows within a minute). Other
 * searches reach the same page through app/liste-directe, uncached.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/liste/[base]/[query]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { base, query } = await params;
  return listRouteMetadata(base, query, await routeLocale(params));
}

export default async function ListPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { base, query } = await params;
  return <ListRoute base={base} query={query} locale={locale} />;
}
