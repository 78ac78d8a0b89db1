import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import type { FirebaseWebConfig, WebPushConfig } from '@/lib/auth/firebase';
import type { NotificationList, NotificationPreferences } from '@/lib/schemas/notifications';
import { EmptyState } from '../ui/EmptyState';
import { BrowserPush } from './BrowserPush';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';

/** What we told the user lately, and which kinds they want, by notification and by e-mail. */
export function NotificationsPage({
  notifications,
  preferences,
  webPush,
}: {
  notifications: NotificationList['notifications'];
  preferences: NotificationPreferences;
  /** web push in this browser, when configured */
  webPush: { firebase: FirebaseWebConfig; config: WebPushConfig } | null;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="notifications-recentes" className="space-y-3">
        <h1 id="notifications-recentes" className="text-2xl font-extrabold">
          Notifications
        </h1>
        {notifications.length === 0 ? (
          <EmptyState title="Aucune notification">
            Vous serez prévenu ici, sur l’application et par e-mail quand une annonce est validée, un paiement reçu ou un sponsoring près de finir.
          </EmptyState>
        ) : (
          <ol className="card divide-y divide-line">
            {notifications.map((notification, i) => (
              <li key={`${notification.date_ajout}-${i}`}>
                <Link href={notification.lien} className="block space-y-0.5 p-4 hover:bg-canvas">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold">{notification.titre}</span>
                    <time dateTime={notification.date_ajout} className="text-xs text-muted">
                      {formatDateTime(notification.date_ajout)}
                    </time>
                  </span>
                  <span className="block text-sm text-muted">{notification.corps}</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="preferences-notifications" className="card h-fit space-y-3 p-5">
        <h2 id="preferences-notifications" className="text-lg font-bold">
          Ce que je veux recevoir
        </h2>
        <NotificationPreferencesForm preferences={preferences} />
        {webPush ? <BrowserPush firebase={webPush.firebase} webPush={webPush.config} /> : null}
      </section>
    </div>
  );
}
