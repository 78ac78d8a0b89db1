/**
 * The Firebase SDK in the browser, for the sign-in and account pages only (never imported by a
 * public page: it weighs more than the rest of a page). Persistence is in memory: tokens live in
 * the httpOnly session cookie, never in the browser's storage.
 */
import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** http://host:port of the Auth emulator, when it is used */
  emulatorUrl: string | null;
}

/** What a browser needs to get a web push token from FCM (null: web push is not configured). */
export interface WebPushConfig {
  appId: string;
  messagingSenderId: string;
  vapidKey: string;
}

export function firebaseAuth(config: FirebaseWebConfig): Auth {
  const existing = getApps().find((app) => app.name === 'motomaroc');
  if (existing) return getAuth(existing);
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, 'motomaroc');
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  auth.languageCode = 'fr';
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}
