import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/AdminNav';
import { adminWaiting } from '@/server/auth/admin-pages';
import { requireSession } from '@/server/auth/current';

/** The back office: admins only (proxy.ts redirects others first; v1 refuses them whatever happens here). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await requireSession('/compte/admin');
  if (session.role !== 'admin') redirect('/compte');
  const waiting = await adminWaiting();
  return (
    <div className="space-y-6">
      <AdminNav waiting={waiting} />
      {children}
    </div>
  );
}
