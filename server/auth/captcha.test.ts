import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { checkCaptcha, issueCaptchaProof, newAltchaChallenge, PROOF_TTL_MS, readCaptchaProof } from './captcha';

describe('captcha proofs', () => {
  it('reads back a proof it issued, until it expires', () => {
    const now = Date.parse('2026-11-23T08:00:00Z');
    const { preuve } = issueCaptchaProof(now);
    expect(readCaptchaProof(preuve, now + 1000)).toMatchObject({ expiresAt: now + PROOF_TTL_MS });
    expect(readCaptchaProof(preuve, now + PROOF_TTL_MS + 1)).toBeNull();
  });

  it('refuses a forged or altered proof', () => {
    const now = Date.now();
    const { preuve } = issueCaptchaProof(now);
    const [nonce, expiry, signature] = preuve.split('.');
    expect(readCaptchaProof(`${nonce}.${Number(expiry) + 3_600_000}.${signature}`, now)).toBeNull();
    expect(readCaptchaProof(`${nonce}.${expiry}.${'A'.repeat(43)}`, now)).toBeNull();
    expect(readCaptchaProof('n’importe quoi', now)).toBeNull();
  });
});

describe('ALTCHA', () => {
  it('accepts a solved challenge and refuses an unsolved or unsigned one', async () => {
    const challenge = await newAltchaChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
    const solved = await checkCaptcha(payload({ challenge, solution }));
    expect(solved.ok).toBe(true);
    expect(solved.replayKey).toMatch(/^altcha:/);
    expect((await checkCaptcha(payload({ challenge, solution: { ...solution!, counter: solution!.counter + 1 } }))).ok).toBe(false);
    expect((await checkCaptcha(payload({ challenge: { ...challenge, signature: undefined }, solution }))).ok).toBe(false);
    expect((await checkCaptcha('%%%')).ok).toBe(false);
  });
});

describe('Google reCAPTCHA (when its keys are set)', () => {
  it('asks Google’s siteverify with the secret and the token, and follows its answer', async () => {
    const { reloadEnv } = await import('../env');
    process.env.RECAPTCHA_SECRET_KEY = 'test-secret';
    reloadEnv();
    try {
      const calls: { url: string; body: string }[] = [];
      const google = (success: boolean) =>
        (async (url: string | URL | Request, init?: RequestInit) => {
          calls.push({ url: String(url), body: String(init?.body) });
          return Response.json({ success });
        }) as typeof fetch;
      expect(await checkCaptcha('token-ok', google(true))).toMatchObject({ ok: true, replayKey: 'recaptcha:token-ok' });
      expect(calls[0]).toEqual({ url: 'https://www.google.com/recaptcha/api/siteverify', body: 'secret=test-secret&response=token-ok' });
      expect((await checkCaptcha('token-ko', google(false))).ok).toBe(false);
      expect((await checkCaptcha('token', (async () => Promise.reject(new Error('offline'))) as typeof fetch)).ok).toBe(false);
    } finally {
      delete process.env.RECAPTCHA_SECRET_KEY;
      reloadEnv();
    }
  });
});
