import { NotificationsRoute, notificationsMetadata } from '@/components/account/NotificationsPage';

export const metadata = notificationsMetadata('ar');

export default function ArabicAccountNotificationsPage() {
  return <NotificationsRoute locale="ar" />;
}
