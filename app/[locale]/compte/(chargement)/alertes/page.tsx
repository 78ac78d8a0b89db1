import { AlertsRoute, alertsMetadata } from '@/components/routes/AlertsRoute';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/alertes'>) {
  return alertsMetadata(await routeLocale(params));
}

export default async function AccountAlertsPage({ params }: PageProps<'/[locale]/compte/alertes'>) {
  const locale = await routeLocale(params);
  return <AlertsRoute locale={locale} />;
}
