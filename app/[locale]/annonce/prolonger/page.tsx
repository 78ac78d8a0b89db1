import { RenewalRoute, renewalMetadata } from '@/components/my-listings/RenewalPage';
import { routeLocale } from '@/server/route-locale';

/* Per link, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/annonce/prolonger'>) {
  return renewalMetadata(await routeLocale(params));
}

export default async function RenewalPageRoute({ params, searchParams }: PageProps<'/[locale]/annonce/prolonger'>) {
  const locale = await routeLocale(params);
  return <RenewalRoute searchParams={searchParams} locale={locale} />;
}
