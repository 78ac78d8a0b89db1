import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Receipt } from '@/components/sponsoring/Receipt';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';

export const metadata = { title: 'Reçu de paiement' };

export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const returnPath = `/compte/ads/recu/${id}`;
  const session = await requireSession(returnPath);
  const sponsoring = await v1AsSession(session, returnPath).compte.sponsoring(Number(id));
  const paid = sponsoring?.paiements.find((payment) => payment.etat === 'payee');
  if (!sponsoring || !paid) notFound();
  return (
    <div className="space-y-4">
      <Link href="/compte/ads" className="text-sm font-semibold text-brand hover:underline print:hidden">
        ← Mes Ads
      </Link>
      <Receipt sponsoring={sponsoring} payment={paid} />
    </div>
  );
}
