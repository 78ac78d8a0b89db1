/** The browser's side of /api/session (no Firebase SDK here: the profile step and the header use it too). */
import type { Role } from '../schemas/account';

export interface StartedSession {
  role: Role | null;
  needsProfile: boolean;
}

/** Hands the tokens of a fresh sign-in to the server once (POST /api/session); the browser keeps none. */
export async function startSession(user: { getIdToken(): Promise<string>; refreshToken: string }): Promise<StartedSession> {
  const response = await fetch('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: await user.getIdToken(), refreshToken: user.refreshToken }),
  });
  const body = (await response.json().catch(() => ({}))) as StartedSession & { code?: string };
  // Refused: the error's message is the answer's code (lib/auth/errors.ts's authError shows it).
  if (!response.ok) throw Object.assign(new Error(body.code), { code: 'session/refused' });
  return body;
}

/** Reads the role again once the sign-up is finished (the session was made before the user row). */
export async function refreshSessionRole(): Promise<StartedSession> {
  const response = await fetch('/api/session', { method: 'PUT' });
  const body = (await response.json().catch(() => ({}))) as StartedSession & { code?: string };
  // Refused: the error's message is the answer's code (lib/auth/errors.ts's authError shows it).
  if (!response.ok) throw Object.assign(new Error(body.code), { code: 'session/refused' });
  return body;
}

/** Ends the session on the server (cookie and refresh tokens). */
export async function endSession(): Promise<void> {
  await fetch('/api/session', { method: 'DELETE' }).catch(() => undefined);
}
