import { ReceiptRoute, receiptMetadata } from '@/components/sponsoring/Receipt';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/ads/recu/[id]'>) {
  return receiptMetadata(await routeLocale(params));
}

export default async function ReceiptPage({ params }: PageProps<'/[locale]/compte/ads/recu/[id]'>) {
  const locale = await routeLocale(params);
  return <ReceiptRoute params={params} locale={locale} />;
}
