import { AdminSponsoringList } from '@/components/admin/AdminSponsoringList';
import { PaymentsToRelease } from '@/components/admin/PaymentsToRelease';
import { SponsoringSettings } from '@/components/admin/SponsoringSettings';
import { SPONSORING_STATES, type SponsoringState } from '@/lib/listing-types';
import { adminListHref, adminPageSize } from '@/lib/admin';
import { pageFromQuery } from '@/lib/paging';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Sponsoring' };

export default async function AdminSponsoringPage({ searchParams }: { searchParams: Promise<{ etat?: string; page?: string; limit?: string }> }) {
  const search = await searchParams;
  const etat = SPONSORING_STATES.find((state) => state === search.etat) as SponsoringState | undefined;
  const page = pageFromQuery(search.page);
  const limit = adminPageSize(search.limit);
  const admin = await adminV1(adminListHref('/compte/admin/sponsoring', { etat, page, limit }));
  const [sponsorings, packs, display, toRelease] = await Promise.all([
    admin.sponsorings({ etat, page, limit }),
    admin.packs(),
    admin.setting('affichagesponsoring'),
    admin.paiementsARembourser({ limit: 50 }),
  ]);
  return (
    <div className="space-y-8">
      <PaymentsToRelease payments={toRelease} />
      <SponsoringSettings displayOn={display?.valeur === '1'} packs={packs} />
      <AdminSponsoringList sponsorings={sponsorings} etat={etat ?? null} limit={limit} />
    </div>
  );
}
