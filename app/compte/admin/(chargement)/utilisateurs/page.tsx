import { UserList } from '@/components/admin/UserList';
import { ROLES } from '@/lib/schemas/admin';
import { pageFromQuery } from '@/lib/paging';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Utilisateurs' };

type Search = { type?: string; q?: string; page?: string };

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const type = ROLES.find((role) => role === search.type);
  const q = (search.q ?? '').trim().slice(0, 100) || undefined;
  const page = pageFromQuery(search.page);
  const query = new URLSearchParams({ ...(type ? { type } : {}), ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const admin = await adminV1(`/compte/admin/utilisateurs${query.size ? `?${query}` : ''}`);
  const users = await admin.users({ type, q, page, limit: 20 });
  return <UserList users={users} type={type ?? null} q={q ?? ''} />;
}
