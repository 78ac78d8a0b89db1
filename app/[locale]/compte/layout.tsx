import type { Metadata } from 'next';
import { AccountArea } from '@/components/account/AccountArea';
import { routeLocale } from '@/server/route-locale';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The account area: proxy.ts already sent the signed-out to the sign-in page; this is the second
 * check. Reading the session makes every page here per-request (their CSP nonce needs it).
 */
export default async function AccountLayout({ children, params }: LayoutProps<'/[locale]/compte'>) {
  return <AccountArea locale={await routeLocale(params)}>{children}</AccountArea>;
}
