import { SecurityRoute, securityMetadata } from '@/components/routes/SecurityRoute';

export const metadata = securityMetadata('ar');

export default function ArabicSecurityPage() {
  return <SecurityRoute locale="ar" />;
}
