import { ReceiptRoute, receiptMetadata } from '@/components/sponsoring/Receipt';

export const metadata = receiptMetadata('ar');

export default function ArabicReceiptPage({ params }: PageProps<'/ar/compte/ads/recu/[id]'>) {
  return <ReceiptRoute params={params} locale="ar" />;
}
