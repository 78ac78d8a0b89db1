import { ContactMessages } from '@/components/admin/ContactMessages';
import { pageFromQuery } from '@/lib/paging';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Messages' };

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<{ lus?: string; page?: string }> }) {
  const search = await searchParams;
  const read = search.lus === '1';
  const page = pageFromQuery(search.page);
  const admin = await adminV1(`/compte/admin/messages${read ? '?lus=1' : ''}`);
  const messages = await admin.messages({ traite: read ? '1' : '0', page, limit: 20 });
  return <ContactMessages messages={messages} read={read} />;
}
