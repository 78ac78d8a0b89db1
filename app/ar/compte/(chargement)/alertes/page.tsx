import { AlertsRoute, alertsMetadata } from '@/components/routes/AlertsRoute';

export const metadata = alertsMetadata('ar');

export default function ArabicAccountAlertsPage() {
  return <AlertsRoute locale="ar" />;
}
