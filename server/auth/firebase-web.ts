/**
 * The Firebase settings the browser SDK needs (given to the auth pages at request time, because
 * the emulator's address is only known when the server starts), and the origins the SDK talks to,
 * for the Content-Security-Policy of those pages. (Imported by proxy.ts: no 'server-only'.)
 */
import type { FirebaseWebConfig, WebPushConfig } from '@/lib/auth/firebase';
import { env } from '../env';

/** Web push in browsers: only with FCM and the web app's three settings. */
export function webPushConfig(): WebPushConfig | null {
  const e = env();
  if (e.PUSH !== 'fcm' || !e.FIREBASE_APP_ID || !e.FIREBASE_MESSAGING_SENDER_ID || !e.FIREBASE_VAPID_KEY) return null;
  return { appId: e.FIREBASE_APP_ID, messagingSenderId: e.FIREBASE_MESSAGING_SENDER_ID, vapidKey: e.FIREBASE_VAPID_KEY };
}

export function firebaseWebConfig(): FirebaseWebConfig {
  const e = env();
  return {
    apiKey: e.FIREBASE_API_KEY,
    authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: e.FIREBASE_PROJECT_ID,
    emulatorUrl: e.FIREBASE_AUTH_EMULATOR_HOST ? `http://${e.FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
}

export function firebaseOrigins(config = firebaseWebConfig()): string[] {
  if (config.emulatorUrl) return [config.emulatorUrl];
  return [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://apis.google.com',
    `https://${config.authDomain}`,
    // Web push: the browser's token is made by Firebase Installations and FCM's registrations.
    ...(webPushConfig() ? ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'] : []),
  ];
}
