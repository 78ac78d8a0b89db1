/**
 * firebase-admin's Auth, loaded on first use (it is heavy and most requests carry no token).
 * Against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST set, demo- project) it talks to the
 * emulator, as firebase-admin does by itself in that mode. (Reached from proxy.ts too, through
 * refresh.ts: no 'server-only' here, it is server code all the same.)
 */
import { env } from '../env';

let app: Promise<import('firebase-admin/app').App> | undefined;
let auth: Promise<import('firebase-admin/auth').Auth> | undefined;

/** The firebase-admin app of our project (credentials: Google's application default ones). */
export function firebaseApp() {
  app ??= (async () => {
    const { getApps, initializeApp } = await import('firebase-admin/app');
    const name = 'motomaroc';
    return getApps().find((a) => a.name === name) ?? initializeApp({ projectId: env().FIREBASE_PROJECT_ID }, name);
  })();
  return app;
}

export function firebaseAuth() {
  auth ??= (async () => {
    const { getAuth } = await import('firebase-admin/auth');
    return getAuth(await firebaseApp());
  })();
  return auth;
}

const isAuthError = (error: unknown) => ((error as { code?: string }).code ?? '').startsWith('auth/');

/**
 * Ends every session of the user: their refresh tokens stop working, and so do ID tokens issued
 * before now. Firebase dates a revocation to the whole second and keeps a session that began in
 * that same second (auth_time < validSince, both in seconds): a sign-out 0.06 s after the sign-in
 * ended nothing (2026-11-27). So the revocation is made again, once Firebase's second has moved
 * on, until it falls after `sessionsBefore` (seconds; default the second this call began): every
 * session begun by then is over, at the cost of up to a second's wait.
 */
export async function revokeFirebaseSessions(uid: string, sessionsBefore = Math.floor(Date.now() / 1000)): Promise<void> {
  const auth = await firebaseAuth();
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      await auth.revokeRefreshTokens(uid);
    } catch (error) {
      // A deleted account has no session left to end.
      if ((error as { code?: string }).code === 'auth/user-not-found') return;
      throw error;
    }
    if ((await sessionsValidAfter(uid)) > sessionsBefore * 1000) return;
    await new Promise((resolve) => setTimeout(resolve, 1_020 - (Date.now() % 1_000)));
  }
  throw new Error(`Firebase kept dating the revocation of ${uid} at or before ${sessionsBefore}`);
}

/** Deletes the Firebase account (an account already gone is fine). */
export async function deleteFirebaseAccount(uid: string): Promise<void> {
  try {
    await (await firebaseAuth()).deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/** Takes the phone number off the Firebase account (an account gone or without one is fine). */
export async function unlinkFirebasePhone(uid: string): Promise<void> {
  try {
    await (await firebaseAuth()).updateUser(uid, { phoneNumber: null });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

export { isAuthError };

/**
 * When the user's sessions stopped being valid, in milliseconds (0: never revoked): sessions that
 * began before it are over (sign-out, password change). Infinity for an account that is disabled
 * or gone.
 */
export async function sessionsValidAfter(uid: string): Promise<number> {
  try {
    const user = await (await firebaseAuth()).getUser(uid);
    if (user.disabled) return Infinity;
    return user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return Infinity;
    throw error;
  }
}

/**
 * Whether the user's sessions were revoked (sign-out, password change) after `authTime` (seconds),
 * or the account is gone. Checked when a session renews its token: Firebase refuses a revoked
 * refresh token by itself, the Auth emulator does not, and this makes both behave the same.
 */
export async function sessionsRevokedSince(uid: string, authTime: number): Promise<boolean> {
  return authTime * 1000 < (await sessionsValidAfter(uid));
}
