import { redirect } from 'next/navigation';
import { ComingSoon } from '@/components/account/ComingSoon';
import { requireSession } from '@/server/auth/current';

export const metadata = { title: 'Administration' };

export default async function AccountAdminPage() {
  const session = await requireSession('/compte/admin');
  if (session.role !== 'admin') redirect('/compte');
  return (
    <ComingSoon
      title="Administration"
      text="La modération des annonces, des utilisateurs, des signalements et du sponsoring, et les statistiques, arrivent ici."
    />
  );
}
