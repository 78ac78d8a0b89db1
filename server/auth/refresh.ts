/**
 * Renews an ID token with its refresh token at Firebase's secure-token endpoint (the Auth
 * emulator serves the same endpoint under its own host).
 */
import { env } from '../env';
import type { SessionData } from './session';

export interface FreshTokens {
  idToken: string;
  refreshToken: string;
  /** expiry of the new ID token, in milliseconds */
  expiresAt: number;
}

export type RefreshTokens = (refreshToken: string) => Promise<FreshTokens | null>;

function tokenEndpoint(): string {
  const { FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_API_KEY } = env();
  const base = FIREBASE_AUTH_EMULATOR_HOST ? `http://${FIREBASE_AUTH_EMULATOR_HOST}/securetoken.googleapis.com` : 'https://securetoken.googleapis.com';
  return `${base}/v1/token?key=${encodeURIComponent(FIREBASE_API_KEY)}`;
}

/** New tokens, or null when Firebase refuses the refresh token (revoked, account disabled or deleted) or cannot be reached. */
export const refreshFirebaseTokens: RefreshTokens = async (refreshToken) => {
  try {
    const response = await fetch(tokenEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { id_token?: string; refresh_token?: string; expires_in?: string };
    if (!body.id_token || !body.refresh_token) return null;
    return { idToken: body.id_token, refreshToken: body.refresh_token, expiresAt: Date.now() + Number(body.expires_in ?? 3600) * 1000 };
  } catch {
    return null;
  }
};

/**
 * New tokens for a session, or null when the session is over: its refresh token is refused, or
 * the user's sessions were revoked after this one began (see sessionsRevokedSince).
 */
export async function renewSession(
  session: Pick<SessionData, 'uid' | 'authTime' | 'refreshToken'>,
  refresh: RefreshTokens = refreshFirebaseTokens,
): Promise<FreshTokens | null> {
  const { sessionsRevokedSince } = await import('./firebase-admin');
  if (await sessionsRevokedSince(session.uid, session.authTime)) return null;
  return refresh(session.refreshToken);
}
