import { AlertsRoute, alertsMetadata } from '@/components/account/AlertsRoute';

export const metadata = alertsMetadata('fr');

export default function AccountAlertsPage() {
  return <AlertsRoute locale="fr" />;
}
