import { ModelRoute, modelMetadata } from '@/components/routes/ModelRoute';
import { routeLocale } from '@/server/route-locale';

/*
 * A model's page, a landing page for search engines: rendered on its first visit, then served from
 * the page cache and rebuilt at most once a minute, or at once when a listing changes (like the
 * lists: server/cache/public-pages.ts).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/motos-a-vendre/[marque]/[modele]'>;

export const generateMetadata = async ({ params }: Props) => modelMetadata(params, await routeLocale(params));

export default async function ModelPage({ params }: Props) {
  const locale = await routeLocale(params);
  return <ModelRoute params={params} locale={locale} />;
}
