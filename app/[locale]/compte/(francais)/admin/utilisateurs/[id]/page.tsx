import { notFound } from 'next/navigation';
import { UserAdminPage } from '@/components/admin/UserAdminPage';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Utilisateur' };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const admin = await adminV1(`/compte/admin/utilisateurs/${id}`);
  const user = await admin.user(Number(id));
  if (!user) notFound();
  const [motos, equipements, sponsorings, reports, audit] = await Promise.all([
    admin.annoncesUtilisateur('moto', user.idutilisateur, { itemsPerPage: 50 }),
    admin.annoncesUtilisateur('equipement', user.idutilisateur, { itemsPerPage: 50 }),
    admin.sponsorings({ idutilisateur: user.idutilisateur, limit: 50 }),
    admin.signalements({ idutilisateur: user.idutilisateur, limit: 50 }),
    admin.audit({ objet_type: 'utilisateur', objet_id: user.idutilisateur, limit: 20 }),
  ]);
  return (
    <UserAdminPage
      user={user}
      listings={[...motos.annonces, ...equipements.annonces].sort((a, b) => b.date_ajout.localeCompare(a.date_ajout))}
      totalListings={motos.total + equipements.total}
      sponsorings={sponsorings}
      reports={reports}
      audit={audit.entrees}
    />
  );
}
