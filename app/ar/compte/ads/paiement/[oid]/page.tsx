import { PaymentRoute, paymentMetadata } from '@/components/sponsoring/PaymentResult';

export const metadata = paymentMetadata('ar');

export default function ArabicPaymentPage({ params }: PageProps<'/ar/compte/ads/paiement/[oid]'>) {
  return <PaymentRoute params={params} locale="ar" />;
}
