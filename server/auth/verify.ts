/** Verifies Firebase ID tokens with firebase-admin, revocation included. */
import 'server-only';
import { firebaseAuth, isAuthError } from './firebase-admin';

export interface VerifiedToken {
  uid: string;
  email?: string;
  /** when the person last typed their password (or chose their Google account), in seconds */
  authTime: number;
  /** when the token expires, in milliseconds */
  expiresAt: number;
}

export type VerifyIdToken = (token: string) => Promise<VerifiedToken | null>;

/**
 * The token's claims, or null when it is malformed, expired, revoked (sign-out, password change),
 * for a deleted account or for another project.
 */
export const verifyFirebaseIdToken: VerifyIdToken = async (token) => {
  try {
    const decoded = await (await firebaseAuth()).verifyIdToken(token, true);
    return { uid: decoded.uid, email: decoded.email, authTime: decoded.auth_time, expiresAt: decoded.exp * 1000 };
  } catch (error) {
    if (isAuthError(error)) return null;
    throw error;
  }
};
