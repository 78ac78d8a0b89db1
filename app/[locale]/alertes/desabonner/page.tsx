import { UnsubscribeRoute, unsubscribeMetadata } from '@/components/account/UnsubscribePage';
import { routeLocale } from '@/server/route-locale';

/* Per link, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/alertes/desabonner'>) {
  return unsubscribeMetadata(await routeLocale(params));
}

export default async function UnsubscribePageRoute({ params, searchParams }: PageProps<'/[locale]/alertes/desabonner'>) {
  const locale = await routeLocale(params);
  return <UnsubscribeRoute searchParams={searchParams} locale={locale} />;
}
