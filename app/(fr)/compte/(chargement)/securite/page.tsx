import { SecurityRoute, securityMetadata } from '@/components/routes/SecurityRoute';

export const metadata = securityMetadata('fr');

export default function SecurityPage() {
  return <SecurityRoute locale="fr" />;
}
