import Link from 'next/link';
import { MyListings } from '@/components/my-listings/MyListings';
import { EmptyState } from '@/components/ui/EmptyState';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { pageFromQuery } from '@/lib/paging';
import { requestTime } from '@/lib/clock';

export const metadata = { title: 'Mes annonces' };

export default async function AccountAnnoncePage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { page: pageParam } = await searchParams;
  const page = pageFromQuery(pageParam);
  const returnPath = page > 1 ? `/compte/annonce?page=${page}` : '/compte/annonce';
  const session = await requireSession(returnPath);
  if (session.role === 'admin') {
    return <EmptyState title="Les administrateurs n’ont pas d’annonces">Les annonces des vendeurs se modèrent depuis l’administration.</EmptyState>;
  }
  const listings = await v1AsSession(session, returnPath).compte.mesAnnonces({ page, itemsPerPage: 10 });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">
          Mes annonces {listings.total > 0 ? <span className="text-base font-semibold text-muted">({listings.total})</span> : null}
        </h1>
        <Link href="/compte/vendre" className="btn-primary">
          Déposer une annonce
        </Link>
      </div>
      <MyListings page={listings} now={requestTime()} />
    </div>
  );
}
