'use client';

import { useState, useSyncExternalStore } from 'react';
import { deviceRegistration } from '@/lib/push/device-token';
import { isInApp } from '@/lib/app/detect';
import { registerPushToken } from '@/lib/app/push-registration';
import type { FirebaseWebConfig, WebPushConfig } from '@/lib/auth/firebase';
import { guestId } from '@/lib/guest';
import { useTexts } from '../texts/TextsProvider';

type State = 'unsupported' | 'ready' | 'busy' | 'on' | 'denied' | 'failed';

/**
 * Notifications in this browser (web push through FCM), when the site is configured for it and
 * the browser can; not in the companion app, which has its own. The token is linked to the user.
 */
const nothingToWatch = () => () => undefined;

/** Whether this browser can take web push, and whether the person already refused it. */
function browserPushState(): State {
  if (isInApp(navigator.userAgent) || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'ready';
}

/** Notifications in this browser: asks for them, then registers its push token. Its texts: notificationPreferences.browser…. */
export function BrowserPush({ firebase, webPush }: { firebase: FirebaseWebConfig; webPush: WebPushConfig }) {
  const texts = useTexts('notificationPreferences');
  // What this browser allows, read once it runs (the server knows nothing of it); then the steps
  // of turning notifications on.
  const allowed = useSyncExternalStore(nothingToWatch, browserPushState, () => 'unsupported' as const);
  const [step, setState] = useState<State | null>(null);
  const state = step ?? allowed;

  async function enable() {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const [{ initializeApp, getApps }, { getMessaging, getToken }] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
      const app =
        getApps().find((a) => a.name === 'motomaroc-push') ??
        initializeApp(
          { apiKey: firebase.apiKey, projectId: firebase.projectId, appId: webPush.appId, messagingSenderId: webPush.messagingSenderId },
          'motomaroc-push',
        );
      const token = await getToken(getMessaging(app), { vapidKey: webPush.vapidKey, serviceWorkerRegistration: await navigator.serviceWorker.ready });
      // Sent even if this browser registered it before (this page is where a person turns it on).
      await registerPushToken(token, { signedIn: true, guestId: guestId() }, { ...deviceRegistration(), previous: null });
      setState('on');
    } catch {
      setState('failed');
    }
  }

  if (state === 'unsupported') return null;
  return (
    <div className="space-y-2 border-t border-line pt-3 text-sm">
      {state === 'on' ? (
        <p role="status">{texts.browserOn}</p>
      ) : state === 'denied' ? (
        <p className="text-muted">{texts.browserDenied}</p>
      ) : (
        <>
          <button type="button" className="btn-secondary w-full" disabled={state === 'busy'} onClick={() => void enable()}>
            {texts.browserEnable}
          </button>
          {state === 'failed' ? (
            <p role="alert" className="font-medium text-brand-dark">
              {texts.browserFailed}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
