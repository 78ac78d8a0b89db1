import { AdminDashboard } from '@/components/admin/AdminDashboard';
import { adminV1, adminWaiting, orNulls } from '@/server/auth/admin-pages';

export const metadata = { title: 'Administration' };

export default async function AdminDashboardPage() {
  const admin = await adminV1('/compte/admin');
  const [waiting, stats] = await Promise.all([
    adminWaiting(),
    orNulls({
      users: admin.userStats(),
      motos: admin.listingStats('moto'),
      equipements: admin.listingStats('equipement'),
      sponsorings: admin.sponsoringStats(),
      campaigns: admin.campagnes(),
      searches: admin.recherches(),
      buyers: admin.acheteurs(),
      verdicts: admin.signauxRisque(),
      backups: admin.sauvegardes(),
    }),
  ]);
  return <AdminDashboard waiting={waiting} stats={stats} />;
}
