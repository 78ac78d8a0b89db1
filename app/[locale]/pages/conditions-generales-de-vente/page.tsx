import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/conditions-generales-de-vente'>) {
  return prosePageMetadata(await routeLocale(params), 'salesTerms');
}

export default async function SalesTermsPage({ params }: PageProps<'/[locale]/pages/conditions-generales-de-vente'>) {
  const locale = await routeLocale(params);
  return <ProsePage locale={locale} page="salesTerms" />;
}
