import { SponsoringRoute, sponsoringMetadata } from '@/components/routes/SponsoringRoute';
import { routeLocale } from '@/server/route-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/sponsoring'>) {
  return sponsoringMetadata(await routeLocale(params));
}

export default async function SponsoringPage({ params }: PageProps<'/[locale]/sponsoring'>) {
  const locale = await routeLocale(params);
  return <SponsoringRoute locale={locale} />;
}
