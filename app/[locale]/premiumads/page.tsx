import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/premiumads'>) {
  return prosePageMetadata(await routeLocale(params), 'premium');
}

export default async function PremiumAdsPage({ params }: PageProps<'/[locale]/premiumads'>) {
  const locale = await routeLocale(params);
  return <ProsePage locale={locale} page="premium" />;
}
