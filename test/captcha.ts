/** Solves the sign-up captcha as the browser widget does: fetch an ALTCHA challenge, solve it, send the payload. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { getJson, postJson, type TestApp } from './fixtures';

/** The widget's payload for a freshly solved challenge of the app. */
export async function solvedAltchaPayload(app: TestApp): Promise<string> {
  const { body: challenge } = await getJson(app, '/utilisateur/captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A captcha proof from verify-recaptcha, as adduser expects it. */
export async function captchaProof(app: TestApp): Promise<string> {
  const { status, body } = await postJson(app, '/utilisateur/verify-recaptcha', { recaptcha: await solvedAltchaPayload(app) });
  if (status !== 200) throw new Error(`verify-recaptcha answered ${status}: ${JSON.stringify(body)}`);
  return body.preuve;
}
