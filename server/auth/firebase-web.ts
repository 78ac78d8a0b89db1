/**
 * The Firebase settings the browser SDK needs (given to the auth pages at request time, because
 * the emulator's address is only known when the server starts), and the origins the SDK talks to,
 * for the Content-Security-Policy of those pages. (Imported by proxy.ts: no 'server-only'.)
 */
import type { FirebaseWebConfig } from '@/lib/auth/firebase';
import { env } from '../env';

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
  ];
}
