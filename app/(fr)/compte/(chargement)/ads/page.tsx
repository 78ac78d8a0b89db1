import { MySponsorings } from '@/components/sponsoring/MySponsorings';
import { EmptyState } from '@/components/ui/EmptyState';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { pageFromQuery } from '@/lib/paging';
import { requestTime } from '@/lib/clock';

export const metadata = { title: 'Mes Ads' };

export default async function AccountAdsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { page: pageParam } = await searchParams;
  const page = pageFromQuery(pageParam);
  const returnPath = page > 1 ? `/compte/ads?page=${page}` : '/compte/ads';
  const session = await requireSession(returnPath);
  if (session.role === 'admin') {
    return <EmptyState title="Les administrateurs n’achètent pas de sponsoring">Les sponsorings des vendeurs se gèrent depuis l’administration.</EmptyState>;
  }
  const sponsorings = await v1AsSession(session, returnPath).compte.sponsorings({ page, itemsPerPage: 10 });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">
        Mes Ads {sponsorings.total > 0 ? <span className="text-base font-semibold text-muted">({sponsorings.total})</span> : null}
      </h1>
      <MySponsorings page={sponsorings} now={requestTime()} />
    </div>
  );
}
