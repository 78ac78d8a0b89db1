import { SecurityRoute, securityMetadata } from '@/components/account/SecurityRoute';

export const metadata = securityMetadata('fr');

export default function SecurityPage() {
  return <SecurityRoute locale="fr" />;
}
