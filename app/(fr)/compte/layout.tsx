import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountArea } from '@/components/account/AccountArea';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The account area: proxy.ts already sent the signed-out to the sign-in page; this is the second
 * check. Reading the session makes every page here per-request (their CSP nonce needs it).
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AccountArea locale="fr">{children}</AccountArea>;
}
