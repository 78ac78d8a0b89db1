import { UserList } from '@/components/admin/UserList';
import { adminListHref, adminPageSize } from '@/lib/admin';
import { ROLES } from '@/lib/schemas/admin';
import { pageFromQuery } from '@/lib/paging';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Utilisateurs' };

type Search = { type?: string; q?: string; page?: string; limit?: string };

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const type = ROLES.find((role) => role === search.type);
  const q = (search.q ?? '').trim().slice(0, 100) || undefined;
  const page = pageFromQuery(search.page);
  const limit = adminPageSize(search.limit);
  const admin = await adminV1(adminListHref('/compte/admin/utilisateurs', { type, q, page, limit }));
  const users = await admin.users({ type, q, page, limit });
  return <UserList users={users} type={type ?? null} q={q ?? ''} limit={limit} />;
}
