import { AdsRoute, adsMetadata } from '@/components/sponsoring/MySponsorings';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/ads'>) {
  return adsMetadata(await routeLocale(params));
}

export default async function AccountAdsPage({ params, searchParams }: PageProps<'/[locale]/compte/ads'>) {
  const locale = await routeLocale(params);
  return <AdsRoute searchParams={searchParams} locale={locale} />;
}
