import { NotificationsPage } from '@/components/account/NotificationsPage';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { firebaseWebConfig, webPushConfig } from '@/server/auth/firebase-web';

export const metadata = { title: 'Notifications' };

export default async function AccountNotificationsPage() {
  const session = await requireSession('/compte/notifications');
  const compte = v1AsSession(session, '/compte/notifications').compte;
  const [list, preferences] = await Promise.all([compte.notifications(), compte.notificationPreferences()]);
  const push = webPushConfig();
  return (
    <NotificationsPage notifications={list.notifications} preferences={preferences} webPush={push ? { firebase: firebaseWebConfig(), config: push } : null} />
  );
}
