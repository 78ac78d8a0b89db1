import { PaymentRoute, paymentMetadata } from '@/components/sponsoring/PaymentResult';

export const metadata = paymentMetadata('fr');

export default function PaymentPage({ params }: PageProps<'/compte/ads/paiement/[oid]'>) {
  return <PaymentRoute params={params} locale="fr" />;
}
