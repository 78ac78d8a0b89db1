/**
 * Verifies Firebase ID tokens with firebase-admin. Against the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST set, demo- project) the emulator's unsigned tokens are accepted,
 * as firebase-admin does by itself in that mode.
 */
import 'server-only';
import { env } from '../env';

export interface VerifiedToken {
  uid: string;
  email?: string;
}

export type VerifyIdToken = (token: string) => Promise<VerifiedToken | null>;

let auth: Promise<import('firebase-admin/auth').Auth> | undefined;

async function firebaseAuth() {
  auth ??= (async () => {
    // Loaded on first use: firebase-admin is heavy and most requests carry no token.
    const { getApps, initializeApp } = await import('firebase-admin/app');
    const { getAuth } = await import('firebase-admin/auth');
    const name = 'motomaroc';
    const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: env().FIREBASE_PROJECT_ID }, name);
    return getAuth(app);
  })();
  return auth;
}

/** The token's uid, or null when it is malformed, expired, revoked or for another project. */
export const verifyFirebaseIdToken: VerifyIdToken = async (token) => {
  try {
    const decoded = await (await firebaseAuth()).verifyIdToken(token);
    return { uid: decoded.uid, email: decoded.email };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('auth/')) return null;
    throw error;
  }
};
