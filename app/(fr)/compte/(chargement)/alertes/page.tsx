import { AlertsRoute, alertsMetadata } from '@/components/routes/AlertsRoute';

export const metadata = alertsMetadata('fr');

export default function AccountAlertsPage() {
  return <AlertsRoute locale="fr" />;
}
