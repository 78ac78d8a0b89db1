import { SponsorRoute, sponsorMetadata } from '@/components/routes/SponsorRoute';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/ads/sponsoriser'>) {
  return sponsorMetadata(await routeLocale(params));
}

export default async function SponsorPage({ params, searchParams }: PageProps<'/[locale]/compte/ads/sponsoriser'>) {
  const locale = await routeLocale(params);
  return <SponsorRoute searchParams={searchParams} locale={locale} />;
}
