import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/about'>) {
  return prosePageMetadata(await routeLocale(params), 'about');
}

export default async function AboutPage({ params }: PageProps<'/[locale]/pages/about'>) {
  const locale = await routeLocale(params);
  return <ProsePage locale={locale} page="about" />;
}
