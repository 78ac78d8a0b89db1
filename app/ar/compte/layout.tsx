import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountArea } from '@/components/account/AccountArea';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The account pages in Arabic (so far, posting a listing): the same checks as the French ones. */
export default function ArabicAccountLayout({ children }: { children: ReactNode }) {
  return <AccountArea locale="ar">{children}</AccountArea>;
}
