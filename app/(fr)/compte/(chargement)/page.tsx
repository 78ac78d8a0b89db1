import { ProfileForm } from '@/components/account/ProfileForm';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { cityNames } from '@/server/auth/pages';

export const metadata = { title: 'Mon profil' };

export default async function ProfilePage() {
  const session = await requireSession('/compte');
  const [account, cities] = await Promise.all([v1AsSession(session, '/compte').compte.details(), cityNames()]);
  return (
    <section className="card max-w-3xl p-5 sm:p-8">
      <h1 className="text-2xl font-extrabold">Mon profil</h1>
      <p className="mt-1 text-sm text-muted">
        {account.role === 'boutique' ? 'Compte boutique' : account.role === 'admin' ? 'Administrateur' : 'Compte particulier'}
      </p>
      <div className="mt-6">
        <ProfileForm account={account} cities={cities} />
      </div>
    </section>
  );
}
