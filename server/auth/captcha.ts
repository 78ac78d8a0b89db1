/**
 * The sign-up captcha, behind one endpoint (v1 verify-recaptcha) whichever captcha runs:
 * - ALTCHA by default: a proof of work that the browser solves by itself, checked here with
 *   altcha-lib; challenges are signed with our key, so nothing needs to be stored to verify one;
 * - Google reCAPTCHA when RECAPTCHA_SECRET_KEY is set, checked with Google's siteverify.
 * A verified captcha is exchanged for a short-lived signed proof that adduser requires and spends.
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { env } from '../env';
import { captchaSecret } from './secrets';

/** Time to solve the challenge, then to finish the sign-up with the proof. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const PROOF_TTL_MS = 15 * 60_000;
/** PBKDF2 iterations per attempt: a fraction of a second for a phone, a real cost for a bot making thousands. */
const ALTCHA_COST = 1_000;
const ALTCHA_COUNTER_MAX = 1_500;

/** A signed ALTCHA challenge for the widget. */
export async function newAltchaChallenge(now = Date.now()) {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: ALTCHA_COST,
    counter: Math.floor(Math.random() * ALTCHA_COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    hmacSignatureSecret: captchaSecret(),
  });
}

export interface CheckedCaptcha {
  ok: boolean;
  /** what makes this solution unique, so that it is accepted once only */
  replayKey?: string;
}

async function checkAltcha(payload: string): Promise<CheckedCaptcha> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return { ok: false };
  }
  const { challenge, solution } = (decoded ?? {}) as { challenge?: { parameters?: { nonce?: unknown }; signature?: unknown }; solution?: unknown };
  if (!challenge || typeof challenge !== 'object' || !solution || typeof challenge.signature !== 'string') return { ok: false };
  try {
    const result = await verifySolution({
      challenge: challenge as never,
      solution: solution as never,
      deriveKey,
      hmacSignatureSecret: captchaSecret(),
    });
    return result.verified && !result.expired ? { ok: true, replayKey: `altcha:${challenge.signature}` } : { ok: false };
  } catch {
    return { ok: false };
  }
}

async function checkRecaptcha(token: string, secret: string, fetcher: typeof fetch): Promise<CheckedCaptcha> {
  try {
    const response = await fetcher('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { success?: boolean };
    // Google refuses a token it has already checked: the token is its own replay key.
    return { ok: body.success === true, replayKey: `recaptcha:${token.slice(0, 200)}` };
  } catch {
    return { ok: false };
  }
}

/** Whether the captcha answer sent by the browser is a valid, unexpired solution. */
export function checkCaptcha(answer: string, fetcher: typeof fetch = fetch): Promise<CheckedCaptcha> {
  const secret = env().RECAPTCHA_SECRET_KEY;
  return secret ? checkRecaptcha(answer, secret, fetcher) : checkAltcha(answer);
}

function sign(body: string): string {
  return createHmac('sha256', captchaSecret()).update(`proof:${body}`).digest('base64url');
}

/** A proof that a captcha was solved: `<nonce>.<expiry ms>.<signature>`. */
export function issueCaptchaProof(now = Date.now()): { preuve: string; expiresAt: number } {
  const expiresAt = now + PROOF_TTL_MS;
  const body = `${randomBytes(16).toString('base64url')}.${expiresAt}`;
  return { preuve: `${body}.${sign(body)}`, expiresAt };
}

/** The proof's nonce and expiry when it is ours and unexpired, else null. */
export function readCaptchaProof(proof: string, now = Date.now()): { nonce: string; expiresAt: number } | null {
  const match = /^([\w-]{22})\.(\d{13})\.([\w-]{43})$/.exec(proof);
  if (!match) return null;
  const [, nonce, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(`${nonce}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expiresAt = Number(expiry);
  return expiresAt > now ? { nonce, expiresAt } : null;
}
