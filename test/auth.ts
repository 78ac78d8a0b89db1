/** Accounts and ID tokens from the Auth emulator started by the global setup. */
import { inject } from 'vitest';

/** Creates an account in the emulator and signs it in: a real (emulator-signed) ID token. */
export async function emulatorIdToken(uid: string, email = `${uid}@test.ma`, password = 'motdepasse-test'): Promise<string> {
  const host = inject('authEmulatorHost');
  const project = inject('firebaseProjectId');
  const created = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: uid, email, password }),
  });
  if (!created.ok && !(await created.text()).includes('DUPLICATE')) throw new Error('could not create the emulator account');
  const signedIn = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await signedIn.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

const emulatorUrl = (path: string) => `http://${inject('authEmulatorHost')}/${path}`;

/** Whether the emulator still has an account with this uid. */
export async function emulatorAccountExists(uid: string): Promise<boolean> {
  const response = await fetch(emulatorUrl(`identitytoolkit.googleapis.com/v1/projects/${inject('firebaseProjectId')}/accounts:lookup`), {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const body = (await response.json()) as { users?: unknown[] };
  return (body.users?.length ?? 0) > 0;
}

/** The last code the Auth emulator "sent" by SMS to `phoneNumber` (it shows codes instead of sending them). */
export async function emulatorSmsCode(phoneNumber: string): Promise<string> {
  const response = await fetch(emulatorUrl(`emulator/v1/projects/${inject('firebaseProjectId')}/verificationCodes`));
  const body = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
  const code = body.verificationCodes?.filter((sent) => sent.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${phoneNumber}`);
  return code;
}

/** The phone number of the emulator's account `uid`, if any. */
export async function emulatorAccountPhone(uid: string): Promise<string | null> {
  const response = await fetch(emulatorUrl(`identitytoolkit.googleapis.com/v1/projects/${inject('firebaseProjectId')}/accounts:lookup`), {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const body = (await response.json()) as { users?: { phoneNumber?: string }[] };
  return body.users?.[0]?.phoneNumber ?? null;
}

/** An account of the emulator that already holds `phoneNumber` (someone else verified it). */
export async function emulatorAccountWithPhone(uid: string, phoneNumber: string): Promise<void> {
  const created = await fetch(emulatorUrl(`identitytoolkit.googleapis.com/v1/projects/${inject('firebaseProjectId')}/accounts`), {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: uid, phoneNumber }),
  });
  if (!created.ok) throw new Error(`could not create the emulator account: ${await created.text()}`);
}
