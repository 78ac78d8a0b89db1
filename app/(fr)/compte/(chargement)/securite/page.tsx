import { SecurityPanel } from '@/components/account/SecurityPanel';
import { requireSession } from '@/server/auth/current';
import { firebaseWebConfig } from '@/server/auth/firebase-web';

export const metadata = { title: 'Sécurité' };

export default async function SecurityPage() {
  const session = await requireSession('/compte/securite');
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">Sécurité</h1>
      <SecurityPanel config={firebaseWebConfig()} email={session.email} />
    </div>
  );
}
