import { PaymentRoute, paymentMetadata } from '@/components/sponsoring/PaymentResult';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/ads/paiement/[oid]'>) {
  return paymentMetadata(await routeLocale(params));
}

export default async function PaymentPage({ params }: PageProps<'/[locale]/compte/ads/paiement/[oid]'>) {
  const locale = await routeLocale(params);
  return <PaymentRoute params={params} locale={locale} />;
}
