import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/condition-politique'>) {
  return prosePageMetadata(await routeLocale(params), 'terms');
}

export default async function TermsPage({ params }: PageProps<'/[locale]/pages/condition-politique'>) {
  const locale = await routeLocale(params);
  return <ProsePage locale={locale} page="terms" />;
}
