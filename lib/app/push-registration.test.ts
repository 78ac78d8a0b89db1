import { describe, expect, it } from 'vitest';
import { registerPushToken, releasePushToken, type TokenRegistrationDeps } from './push-registration';

function device(previous: string | null = null) {
  const calls: { path: string; body: unknown }[] = [];
  const state = { previous };
  const deps: TokenRegistrationDeps = {
    get previous() {
      return state.previous;
    },
    remember: (registration) => void (state.previous = registration),
    post: async (path, body) => {
      calls.push({ path, body });
      return true;
    },
  };
  return { calls, deps, state };
}

describe('registering a device’s push token', () => {
  it('a guest’s token goes with the guest id; signing in links it to the user; nothing is sent twice', async () => {
    const { calls, deps } = device();
    expect(await registerPushToken('tok-1', { signedIn: false, guestId: 'guest-abcdef12' }, deps)).toBe(true);
    expect(await registerPushToken('tok-1', { signedIn: false, guestId: 'guest-abcdef12' }, deps)).toBe(false);
    expect(await registerPushToken('tok-1', { signedIn: true, guestId: 'guest-abcdef12' }, deps)).toBe(true);
    expect(await registerPushToken('tok-1', { signedIn: true, guestId: 'guest-abcdef12' }, deps)).toBe(false);
    expect(calls).toEqual([
      { path: '/utilisateur/update-fcm-token', body: { fcmtoken: 'tok-1', guestId: 'guest-abcdef12' } },
      { path: '/utilisateur/link-fcm-token', body: { fcmtoken: 'tok-1', guestId: 'guest-abcdef12' } },
    ]);
  });

  it('a new token (FCM refreshed it) is sent again; a failed call is tried again next time', async () => {
    const { calls, deps, state } = device('tok-1|user');
    expect(await registerPushToken('tok-2', { signedIn: true, guestId: null }, deps)).toBe(true);
    expect(calls.at(-1)).toEqual({ path: '/utilisateur/link-fcm-token', body: { fcmtoken: 'tok-2', guestId: null } });
    const failing: TokenRegistrationDeps = { ...deps, previous: state.previous, post: async () => false, remember: () => void (state.previous = 'changed') };
    expect(await registerPushToken('tok-3', { signedIn: true, guestId: null }, failing)).toBe(false);
    expect(state.previous).toBe('tok-2|user');
  });

  it('signed out without a guest id (storage refused): nothing to attach the token to', async () => {
    const { calls, deps } = device();
    expect(await registerPushToken('tok-1', { signedIn: false, guestId: null }, deps)).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('signing out on a device', () => {
  it('gives the token it registered for the user back to its guest, once; nothing for a guest’s token', async () => {
    const { calls, deps, state } = device('tok-1|user');
    expect(await releasePushToken('guest-abcdef12', deps)).toBe(true);
    expect(calls).toEqual([{ path: '/utilisateur/release-fcm-token', body: { fcmtoken: 'tok-1', guestId: 'guest-abcdef12' } }]);
    expect(state.previous).toBe('tok-1|guest');
    expect(await releasePushToken('guest-abcdef12', { ...deps, previous: state.previous })).toBe(false);
    expect(await releasePushToken(null, device('tok-1|user').deps)).toBe(false);
    expect(await releasePushToken('guest-abcdef12', device(null).deps)).toBe(false);
  });
});
