import { PartModelRoute, partModelMetadata } from '@/components/routes/PartModelRoute';
import { routeLocale } from '@/server/route-locale';

/*
 * What fits one reference model (/pieces/yamaha/mt-07), a landing page for search engines like a
 * tyre size's: rendered on its first visit, then served from the page cache and rebuilt at most
 * once a minute, or at once when a listing changes (server/cache/public-pages.ts).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/pieces/[marque]/[modele]'>;

export const generateMetadata = async ({ params }: Props) => partModelMetadata(params, await routeLocale(params));

export default async function PartModelPage({ params }: Props) {
  const locale = await routeLocale(params);
  return <PartModelRoute params={params} locale={locale} />;
}
