/**
 * Confirming a seller's number with a code sent by SMS (issue 43), through Firebase
 * Authentication's phone sign-in, the only SMS provider: Identity Toolkit's REST calls that the
 * web SDK makes (accounts:sendVerificationCode, then accounts:signInWithPhoneNumber with the
 * person's ID token, which links the number to their Firebase account). The Auth emulator serves
 * the same calls under its own host and shows the codes instead of sending them
 * (GET /emulator/v1/projects/{project}/verificationCodes).
 *
 * Made by the server rather than the browser: the browser keeps no Firebase session between pages
 * (lib/auth/firebase), and Firebase's sessionInfo stays on the server. The browser brings only the
 * reCAPTCHA token Firebase requires for a send (the web SDK's invisible RecaptchaVerifier). The
 * server's API key must therefore accept calls without the site's referrer.
 */
import 'server-only';
import { env } from '../env';
import { unlinkFirebasePhone } from './firebase-admin';

/** Why Firebase refused: a wrong code, a session expired or unknown, a number on another Firebase account, too many sends, a bad number, a refused reCAPTCHA. */
export type PhoneRefusal = 'code' | 'expired' | 'taken' | 'quota' | 'phone' | 'captcha';

export interface PhoneVerifier {
  /** Sends a code to `phoneNumber` (E.164): Firebase's session for it, or why not. */
  sendCode(phoneNumber: string, recaptchaToken: string, locale: string): Promise<{ sessionInfo: string } | { refused: PhoneRefusal }>;
  /** Checks `code` and links the number to the account of `idToken`: the number confirmed, or why not. */
  confirm(sessionInfo: string, code: string, idToken: string): Promise<{ phoneNumber: string } | { refused: PhoneRefusal }>;
  /** Takes the number off the Firebase account of `uid` (the person changed it): someone else may then verify it. */
  unlink(uid: string): Promise<void>;
}

/** Identity Toolkit's error messages ("INVALID_CODE", "TOO_MANY_ATTEMPTS_TRY_LATER : …") as our reasons. */
function refusalOf(message: string): PhoneRefusal | null {
  const code = message.split(/\s*:/)[0]!.trim();
  if (code === 'INVALID_CODE' || code === 'MISSING_CODE') return 'code';
  if (code === 'SESSION_EXPIRED' || code === 'INVALID_SESSION_INFO' || code === 'CODE_EXPIRED') return 'expired';
  if (code === 'PHONE_NUMBER_EXISTS' || code === 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN') return 'taken';
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER' || code === 'QUOTA_EXCEEDED') return 'quota';
  if (code === 'INVALID_PHONE_NUMBER' || code === 'MISSING_PHONE_NUMBER') return 'phone';
  if (/RECAPTCHA|CAPTCHA|APP_CREDENTIAL/.test(code)) return 'captcha';
  return null;
}

export function identityToolkitPhoneVerifier(): PhoneVerifier {
  const { FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_API_KEY } = env();
  const base = FIREBASE_AUTH_EMULATOR_HOST ? `http://${FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  async function call(method: string, body: Record<string, string>, locale?: string): Promise<Record<string, unknown> | { refused: PhoneRefusal }> {
    const response = await fetch(`${base}/v1/accounts:${method}?key=${encodeURIComponent(FIREBASE_API_KEY)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(locale ? { 'x-firebase-locale': locale } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & { error?: { message?: string } };
    if (response.ok) return answer;
    const refused = refusalOf(answer.error?.message ?? '');
    // Anything else (a bad key, Firebase down) is ours to fix, not the person's: a 503 upstream.
    if (!refused) throw new Error(`Identity Toolkit ${method}: ${response.status} ${answer.error?.message ?? ''}`);
    return { refused };
  }
  return {
    async sendCode(phoneNumber, recaptchaToken, locale) {
      const answer = await call('sendVerificationCode', { phoneNumber, recaptchaToken }, locale);
      if ('refused' in answer) return answer as { refused: PhoneRefusal };
      if (typeof answer.sessionInfo !== 'string') throw new Error('Identity Toolkit sendVerificationCode: no sessionInfo');
      return { sessionInfo: answer.sessionInfo };
    },
    async confirm(sessionInfo, code, idToken) {
      const answer = await call('signInWithPhoneNumber', { sessionInfo, code, idToken });
      if ('refused' in answer) return answer as { refused: PhoneRefusal };
      // The number belongs to another Firebase account: Firebase answers a proof to sign in to that
      // one instead of linking it here.
      if (answer.temporaryProof || typeof answer.phoneNumber !== 'string' || !answer.idToken) return { refused: 'taken' };
      return { phoneNumber: answer.phoneNumber };
    },
    unlink: unlinkFirebasePhone,
  };
}
