import { AdminDashboard } from '@/components/admin/AdminDashboard';
import { adminV1, adminWaiting, orNull } from '@/server/auth/admin-pages';

export const metadata = { title: 'Administration' };

export default async function AdminDashboardPage() {
  const admin = await adminV1('/compte/admin');
  const [waiting, users, motos, equipements, sponsorings, campaigns, searches, buyers, verdicts, backups] = await Promise.all([
    adminWaiting(),
    orNull(admin.userStats()),
    orNull(admin.listingStats('moto')),
    orNull(admin.listingStats('equipement')),
    orNull(admin.sponsoringStats()),
    orNull(admin.campagnes()),
    orNull(admin.recherches()),
    orNull(admin.acheteurs()),
    orNull(admin.signauxRisque()),
    orNull(admin.sauvegardes()),
  ]);
  return (
    <AdminDashboard
      pending={waiting.pending}
      reports={waiting.reports}
      unread={waiting.unread}
      users={users}
      motos={motos}
      equipements={equipements}
      sponsorings={sponsorings}
      campaigns={campaigns}
      searches={searches}
      buyers={buyers}
      verdicts={verdicts}
      backups={backups}
    />
  );
}
