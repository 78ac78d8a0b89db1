import { ReportList } from '@/components/admin/ReportList';
import { REPORT_STATES } from '@/lib/schemas/admin-reports';
import { pageFromQuery } from '@/lib/paging';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Signalements' };

export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<{ statut?: string; spam?: string; page?: string }> }) {
  const search = await searchParams;
  const statut = REPORT_STATES.find((state) => state === search.statut) ?? 'nouveau';
  const spam = search.spam === '1';
  const page = pageFromQuery(search.page);
  const query = new URLSearchParams({ statut, ...(spam ? { spam: '1' } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const admin = await adminV1(`/compte/admin/signalements?${query}`);
  const reports = await admin.signalements({ statut, spam: spam ? '1' : '0', page, limit: 10 });
  return <ReportList reports={reports} statut={statut} spam={spam} />;
}
