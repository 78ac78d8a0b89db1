import { ContactMessages } from '@/components/admin/ContactMessages';
import { adminListHref, adminPageSize } from '@/lib/admin';
import { pageFromQuery } from '@/lib/paging';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Messages' };

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<{ lus?: string; page?: string; limit?: string }> }) {
  const search = await searchParams;
  const read = search.lus === '1';
  const page = pageFromQuery(search.page);
  const limit = adminPageSize(search.limit);
  const admin = await adminV1(adminListHref('/compte/admin/messages', { lus: read ? '1' : null, page, limit }));
  const messages = await admin.messages({ traite: read ? '1' : '0', page, limit });
  return <ContactMessages messages={messages} read={read} limit={limit} />;
}
