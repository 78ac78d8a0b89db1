import { NotificationsRoute, notificationsMetadata } from '@/components/account/NotificationsPage';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/notifications'>) {
  return notificationsMetadata(await routeLocale(params));
}

export default async function AccountNotificationsPage({ params }: PageProps<'/[locale]/compte/notifications'>) {
  const locale = await routeLocale(params);
  return <NotificationsRoute locale={locale} />;
}
