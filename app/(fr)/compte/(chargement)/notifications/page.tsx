import { NotificationsRoute, notificationsMetadata } from '@/components/account/NotificationsPage';

export const metadata = notificationsMetadata('fr');

export default function AccountNotificationsPage() {
  return <NotificationsRoute locale="fr" />;
}
