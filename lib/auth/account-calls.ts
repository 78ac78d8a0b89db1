/** The account calls of the sign-in pages, through the BFF (the browser holds no token). */
import { bff } from '../api/browser';
import { refusal } from '../api/refusal';
import { guestId } from '../guest';
import { ACCOUNT_ERRORS, type AccountDetails, type Role } from '../schemas/account';
import { landingPath } from './landing';
import type { Locale } from '../i18n/locales';
import { loadPage } from '../navigation';

export type Outcome<T = void> = { ok: true; value: T } | { ok: false; error: string; status: number };

/** The captcha answer → the signed proof that adduser needs (verify-recaptcha). */
export async function captchaProof(answer: string | null): Promise<Outcome<string>> {
  if (!answer) return { ok: false, error: ACCOUNT_ERRORS.captchaMissing, status: 400 };
  const result = await bff('POST', '/utilisateur/verify-recaptcha', { json: { recaptcha: answer } });
  return result.ok ? { ok: true, value: result.body.preuve } : { ok: false, error: refusal(result)!, status: result.status };
}

/** Whether an account uses this e-mail / phone (sign-up checks, in the spec's order). */
export async function accountExists(kind: 'email' | 'telephone', value: string): Promise<Outcome<boolean>> {
  const result =
    kind === 'email'
      ? await bff('GET', '/utilisateur/existe', { query: { email: value } })
      : await bff('GET', '/utilisateur/telephone-existe', { query: { telephone: value } });
  return result.ok ? { ok: true, value: result.body.existe } : { ok: false, error: refusal(result)!, status: result.status };
}

export interface NewUserRow {
  nom: string;
  prenom: string;
  email: string;
  uid: string;
  telephone: string;
  ville: string;
  /** the sign-up page's language: that of the account's mails and notifications */
  langue: Locale;
}

/** POST adduser: the row of the signed-in Firebase account, as particulier. */
export async function addUserRow(row: NewUserRow, proof: string): Promise<Outcome<AccountDetails>> {
  const result = await bff('POST', '/utilisateur/adduser', {
    json: { ...row, role: 'particulier', date_ajout: new Date().toISOString(), captcha: proof },
  });
  return result.ok ? { ok: true, value: result.body } : { ok: false, error: refusal(result)!, status: result.status };
}

/** What was done as a guest now belongs to the user (spec: on sign-in and on sign-up). */
export async function linkGuestToUser(): Promise<void> {
  const guest = guestId();
  if (guest) await bff('POST', '/utilisateur/link-fcm-token', { json: { guestId: guest } });
}

/** Into the account: the guest id linked, then the landing page (or the safe `next`). */
export async function enterAccount(role: Role | null, next: string | null): Promise<void> {
  await linkGuestToUser();
  loadPage(landingPath(role, next));
}
