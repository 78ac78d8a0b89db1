/**
 * This device's push token registration, remembered in the browser ("token|user" or "token|guest"):
 * the app and a browser with web push both write it, and signing out reads it to give the token
 * back to the device's guest before the session ends.
 */
import { bff } from '../api/browser';
import { releasePushToken, type TokenRegistrationDeps } from '../app/push-registration';
import { guestId } from '../guest';

const REGISTRATION_KEY = 'motomaroc.pushToken';

/** The calls of push-registration.ts, over the BFF, remembering in this browser. */
export function deviceRegistration(): TokenRegistrationDeps {
  let previous: string | null = null;
  try {
    previous = window.localStorage.getItem(REGISTRATION_KEY);
  } catch {}
  return {
    previous,
    remember: (registration) => {
      try {
        window.localStorage.setItem(REGISTRATION_KEY, registration);
      } catch {}
    },
    post: async (path, body) => (await bff('POST', path, { json: body })).ok,
  };
}

/** Before signing out: this device's token, if registered for the user, goes back to its guest. */
export async function releaseDevicePushToken(): Promise<void> {
  await releasePushToken(guestId(), deviceRegistration()).catch(() => false);
}
