import { BrandRoute, brandMetadata } from '@/components/routes/BrandRoutes';
import { routeLocale } from '@/server/route-locale';

/*
 * A brand's page, a landing page for search engines: rendered on its first visit, then served from
 * the page cache and rebuilt at most once a minute, or at once when a listing changes (like the
 * lists: server/cache/public-pages.ts). Its further pages are the brand's list (next.config.ts).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/motos-neuves/[brand]'>;

export const generateMetadata = async ({ params }: Props) => brandMetadata(params, await routeLocale(params));

export default async function BrandPage({ params }: Props) {
  const locale = await routeLocale(params);
  return <BrandRoute params={params} locale={locale} />;
}
