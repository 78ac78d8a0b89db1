import { AlertsRoute, alertsMetadata } from '@/components/account/AlertsRoute';

export const metadata = alertsMetadata('ar');

export default function ArabicAccountAlertsPage() {
  return <AlertsRoute locale="ar" />;
}
