import { notFound } from 'next/navigation';
import { PaymentResult } from '@/components/sponsoring/PaymentResult';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';

export const metadata = { title: 'Paiement' };

export default async function PaymentPage({ params }: { params: Promise<{ oid: string }> }) {
  const { oid } = await params;
  if (!/^[A-Z0-9]{6,40}$/.test(oid)) notFound();
  const returnPath = `/compte/ads/paiement/${oid}`;
  const session = await requireSession(returnPath);
  const payment = await v1AsSession(session, returnPath).compte.paiement(oid);
  if (!payment) notFound();
  return (
    <div className="mx-auto max-w-2xl">
      <PaymentResult payment={payment} />
    </div>
  );
}
