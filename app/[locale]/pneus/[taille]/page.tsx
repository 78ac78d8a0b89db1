import { TyreSizeRoute, tyreSizeMetadata } from '@/components/routes/TyreSizeRoute';
import { routeLocale } from '@/server/route-locale';

/*
 * The tyres of one size (/pneus/120-70-17), a landing page for search engines like a model's page:
 * rendered on its first visit, then served from the page cache and rebuilt at most once a minute,
 * or at once when a listing changes (server/cache/public-pages.ts).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/pneus/[taille]'>;

export const generateMetadata = async ({ params }: Props) => tyreSizeMetadata(params, await routeLocale(params));

export default async function TyreSizePage({ params }: Props) {
  const locale = await routeLocale(params);
  return <TyreSizeRoute params={params} locale={locale} />;
}
