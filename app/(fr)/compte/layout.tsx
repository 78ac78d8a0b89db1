import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountNav } from '@/components/account/AccountNav';
import { requireSession } from '@/server/auth/current';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The account area: proxy.ts already sent the signed-out to the sign-in page; this is the second
 * check. Reading the session makes every page here per-request (their CSP nonce needs it).
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const session = await requireSession('/compte');
  return (
    <div className="container-page space-y-6 py-6">
      <AccountNav role={session.role} />
      {children}
    </div>
  );
}
