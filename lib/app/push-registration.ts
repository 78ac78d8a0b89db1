/**
 * A device's push token, handed to v1 (spec): signed out, with the guest id (update-fcm-token);
 * signed in, linked to the user together with what the guest id holds (link-fcm-token). Sent
 * again only when the token or who holds the device changes. Pure: the caller gives the calls.
 */

export interface TokenRegistrationDeps {
  /** the last registration this device made ("token|user" or "token|guest"), or null */
  previous: string | null;
  remember(registration: string): void;
  post(
    path: '/utilisateur/update-fcm-token' | '/utilisateur/link-fcm-token' | '/utilisateur/release-fcm-token',
    body: { fcmtoken: string; guestId?: string | null },
  ): Promise<boolean>;
}

/** Answers whether a call was made. */
export async function registerPushToken(token: string, who: { signedIn: boolean; guestId: string | null }, deps: TokenRegistrationDeps): Promise<boolean> {
  const registration = `${token}|${who.signedIn ? 'user' : 'guest'}`;
  if (deps.previous === registration) return false;
  const ok = who.signedIn
    ? await deps.post('/utilisateur/link-fcm-token', { fcmtoken: token, guestId: who.guestId })
    : who.guestId
      ? await deps.post('/utilisateur/update-fcm-token', { fcmtoken: token, guestId: who.guestId })
      : false;
  if (ok) deps.remember(registration);
  return ok;
}

/**
 * Signing out on this device: the token it registered for the user goes back to its guest (a token
 * an account holds moves only with that account, so this is asked while still signed in). Answers
 * whether a call was made.
 */
export async function releasePushToken(guestId: string | null, deps: TokenRegistrationDeps): Promise<boolean> {
  const [token, holder] = deps.previous?.split('|') ?? [];
  if (!token || holder !== 'user' || !guestId) return false;
  const ok = await deps.post('/utilisateur/release-fcm-token', { fcmtoken: token, guestId });
  if (ok) deps.remember(`${token}|guest`);
  return ok;
}
