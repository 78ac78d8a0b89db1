/**
 * /api/session: the browser posts the tokens of a fresh Firebase sign-in once (POST), the header
 * asks who is signed in (GET), sign-out ends the session everywhere (DELETE).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import type { SessionSummary } from '@/lib/schemas/account';
import { callV1AsSession } from './as-caller';
import { clearSession, currentSession, writeSession } from './current';
import { forgetRevocationCheck } from './revocation';
import { revokeFirebaseSessions } from './firebase-admin';
import { CROSS_SITE_REFUSED, isSameOriginRequest } from './origin';
import { requestIsSecure, SESSION_COOKIE, unsealSession, type SessionData } from './session';
import { verifyFirebaseIdToken } from './verify';
import { errorCodes } from '@/lib/errors';
import { errorAnswer } from '@/lib/errors';

const NO_STORE = { 'cache-control': 'private, no-store' };

const TokensBody = z.object({
  idToken: z.string().min(20).max(4096),
  refreshToken: z.string().min(10).max(2048),
});

export const SESSION_MESSAGES = {
  badBody: 'Jetons de connexion manquants ou invalides.',
  badToken: 'Connexion refusée : jeton expiré ou invalide. Veuillez vous reconnecter.',
} as const;
export const SESSION_ERRORS = /* @__PURE__ */ errorCodes('session', SESSION_MESSAGES);

/** POST: verifies the ID token, asks v1 for the role and seals everything into the cookie. */
export async function createSession(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return NextResponse.json(CROSS_SITE_REFUSED, { status: 403 });
  const parsed = TokensBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return NextResponse.json(errorAnswer(SESSION_ERRORS.badBody), { status: 400, headers: NO_STORE });
  const { idToken, refreshToken } = parsed.data;
  const verified = await verifyFirebaseIdToken(idToken);
  if (!verified) return NextResponse.json(errorAnswer(SESSION_ERRORS.badToken), { status: 401, headers: NO_STORE });

  const session: SessionData = {
    uid: verified.uid,
    email: verified.email ?? null,
    role: null,
    name: null,
    idToken,
    refreshToken,
    expiresAt: verified.expiresAt,
    authTime: verified.authTime,
  };
  // The role comes from v1 (our table): a 403 means the sign-up is not finished yet.
  const { response } = await callV1AsSession(session, '/utilisateur/user-by-token', { method: 'POST' });
  if (response.ok) {
    const user = (await response.json()) as { role: SessionData['role']; prenom: string; nom: string };
    session.role = user.role;
    session.name = `${user.prenom} ${user.nom}`.trim();
  } else if (response.status !== 403) {
    return NextResponse.json(await response.json().catch(() => errorAnswer(SESSION_ERRORS.badToken)), { status: response.status, headers: NO_STORE });
  }
  const answer = NextResponse.json({ role: session.role, needsProfile: session.role === null }, { headers: NO_STORE });
  await writeSession(answer, session, requestIsSecure(request));
  return answer;
}

/** PUT: reads the role again (after the sign-up is finished by adduser), renewing the token if needed. */
export async function refreshSessionRole(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return NextResponse.json(CROSS_SITE_REFUSED, { status: 403 });
  const session = await unsealSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session) return NextResponse.json(errorAnswer(SESSION_ERRORS.badToken), { status: 401, headers: NO_STORE });
  const result = await callV1AsSession(session, '/utilisateur/user-by-token', { method: 'POST' });
  const updated: SessionData = { ...session, ...(result.renewed ?? {}) };
  if (result.signedOut) {
    const answer = NextResponse.json(errorAnswer(SESSION_ERRORS.badToken), { status: 401, headers: NO_STORE });
    clearSession(answer, requestIsSecure(request));
    return answer;
  }
  if (result.response.ok) {
    const user = (await result.response.json()) as { role: SessionData['role']; prenom: string; nom: string };
    updated.role = user.role;
    updated.name = `${user.prenom} ${user.nom}`.trim();
  }
  const answer = NextResponse.json({ role: updated.role, needsProfile: updated.role === null }, { headers: NO_STORE });
  await writeSession(answer, updated, requestIsSecure(request));
  return answer;
}

/** GET: what the header shows: the cookie, unless its sessions were revoked (then it is cleared). */
export async function sessionSummary(request: Request): Promise<Response> {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = await currentSession();
  const summary: SessionSummary = session
    ? { signedIn: true, role: session.role, name: session.name, email: session.email }
    : { signedIn: false, role: null, name: null, email: null };
  const answer = NextResponse.json(summary, { headers: NO_STORE });
  if (cookie && !session) clearSession(answer, requestIsSecure(request));
  return answer;
}

/** DELETE: forgets the cookie and revokes the user's refresh tokens, so a copied cookie stops working too. */
export async function endSession(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return NextResponse.json(CROSS_SITE_REFUSED, { status: 403 });
  const session = await unsealSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (session) {
    // Every session of theirs that began by now, this one included even if it began this very second.
    await revokeFirebaseSessions(session.uid, Math.max(session.authTime, Math.floor(Date.now() / 1000)));
    forgetRevocationCheck(session.uid);
  }
  const answer = NextResponse.json({ signedOut: true }, { headers: NO_STORE });
  clearSession(answer, requestIsSecure(request));
  return answer;
}
