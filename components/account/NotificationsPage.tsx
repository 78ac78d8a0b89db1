import type { Metadata } from 'next';
import Link from 'next/link';
import type { FirebaseWebConfig, WebPushConfig } from '@/lib/auth/firebase';
import { formatDateTimeIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { NotificationList, NotificationPreferences } from '@/lib/schemas/notifications';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { firebaseWebConfig, webPushConfig } from '@/server/auth/firebase-web';
import { translator } from '@/server/i18n';
import { EmptyState } from '../ui/EmptyState';
import { Texts } from '../texts/Texts';
import { BrowserPush } from './BrowserPush';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';

const NOTIFICATIONS_URL = '/compte/notifications';

export function notificationsMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'notificationsPage')('title') };
}

/** /compte/notifications in a language: what we told the person lately, and which kinds they want, by notification and by e-mail. */
export async function NotificationsRoute({ locale }: { locale: Locale }) {
  const here = localePath(locale, NOTIFICATIONS_URL);
  const session = await requireSession(here);
  const compte = v1AsSession(session, here).compte;
  const [list, preferences] = await Promise.all([compte.notifications(), compte.notificationPreferences()]);
  const push = webPushConfig();
  return (
    <NotificationsPage
      notifications={list.notifications}
      preferences={preferences}
      webPush={push ? { firebase: firebaseWebConfig(), config: push } : null}
      locale={locale}
    />
  );
}

export function NotificationsPage({
  notifications,
  preferences,
  webPush,
  locale,
}: {
  notifications: NotificationList['notifications'];
  preferences: NotificationPreferences;
  /** web push in this browser, when configured */
  webPush: { firebase: FirebaseWebConfig; config: WebPushConfig } | null;
  locale: Locale;
}) {
  const t = translator(locale, 'notificationsPage');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="notifications-recentes" className="space-y-3">
        <h1 id="notifications-recentes" className="text-2xl font-extrabold">
          {t('title')}
        </h1>
        {notifications.length === 0 ? (
          <EmptyState title={t('emptyTitle')}>{t('emptyText')}</EmptyState>
        ) : (
          <ol className="card divide-y divide-line">
            {notifications.map((notification, i) => (
              <li key={`${notification.date_ajout}-${i}`}>
                <Link href={notification.lien} className="block space-y-0.5 p-4 hover:bg-canvas">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold" dir="auto">
                      {notification.titre}
                    </span>
                    <time dateTime={notification.date_ajout} className="text-xs text-muted">
                      {formatDateTimeIn(locale, notification.date_ajout)}
                    </time>
                  </span>
                  <span className="block text-sm text-muted" dir="auto">
                    {notification.corps}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="preferences-notifications" className="card h-fit space-y-3 p-5">
        <h2 id="preferences-notifications" className="text-lg font-bold">
          {t('preferences')}
        </h2>
        <Texts locale={locale} namespaces={['notificationPreferences']}>
          <NotificationPreferencesForm preferences={preferences} />
          {webPush ? <BrowserPush firebase={webPush.firebase} webPush={webPush.config} /> : null}
        </Texts>
      </section>
    </div>
  );
}
