import { AdminDashboard } from '@/components/admin/AdminDashboard';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Administration' };

/** Spec: statistics failures return nothing; a failed panel shows as empty, the rest works. */
const orNull = <T,>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

export default async function AdminDashboardPage() {
  const admin = await adminV1('/compte/admin');
  const [pending, reports, messages, users, motos, equipements, sponsorings, campaigns] = await Promise.all([
    orNull(admin.annonces({ etat: 'en_attente', limit: 1 })),
    orNull(admin.signalements({ limit: 1 })),
    orNull(admin.messages({ traite: '0', limit: 1 })),
    orNull(admin.userStats()),
    orNull(admin.listingStats('moto')),
    orNull(admin.listingStats('equipement')),
    orNull(admin.sponsoringStats()),
    orNull(admin.campagnes()),
  ]);
  return <AdminDashboard pending={pending?.total ?? null} reports={reports?.total ?? null} unread={messages?.nonLus ?? null} users={users} motos={motos} equipements={equipements} sponsorings={sponsorings} campaigns={campaigns} />;
}
