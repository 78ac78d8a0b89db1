import { ReceiptRoute, receiptMetadata } from '@/components/sponsoring/Receipt';

export const metadata = receiptMetadata('fr');

export default function ReceiptPage({ params }: PageProps<'/compte/ads/recu/[id]'>) {
  return <ReceiptRoute params={params} locale="fr" />;
}
