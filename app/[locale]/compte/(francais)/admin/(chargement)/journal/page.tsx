import Link from 'next/link';
import { AuditList } from '@/components/admin/AuditList';
import { pageFromQuery } from '@/lib/paging';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Journal des actions' };

export default async function AdminJournalPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageFromQuery((await searchParams).page);
  const admin = await adminV1(`/compte/admin/journal${page > 1 ? `?page=${page}` : ''}`);
  const audit = await admin.audit({ page, limit: 30 });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">Journal des actions</h1>
      <p className="text-sm text-muted">Chaque action d’un administrateur : qui, quoi, sur quel objet, avant → après, quand.</p>
      <AuditList entries={audit.entrees} />
      {audit.totalPages > 1 ? (
        <p className="flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link className="link" href={`/compte/admin/journal?page=${page - 1}`}>
              ← Plus récentes
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {audit.page} / {audit.totalPages}
          </span>
          {page < audit.totalPages ? (
            <Link className="link" href={`/compte/admin/journal?page=${page + 1}`}>
              Plus anciennes →
            </Link>
          ) : (
            <span />
          )}
        </p>
      ) : null}
    </div>
  );
}
