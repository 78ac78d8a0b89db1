import { AccountLoading } from '@/components/account/AccountLoading';

/* As app/(fr)/compte/(chargement)/loading.tsx: the frame at once, for the pages that always exist. */
export default function ArabicAccountLoading() {
  return <AccountLoading locale="ar" />;
}
