import { SecurityRoute, securityMetadata } from '@/components/account/SecurityRoute';

export const metadata = securityMetadata('ar');

export default function ArabicSecurityPage() {
  return <SecurityRoute locale="ar" />;
}
