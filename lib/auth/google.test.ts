/**
 * Inside the companion app, 'Continuer avec Google' takes Google's credential from the app's
 * native sign-in and signs in with it through the web SDK (here against the Auth emulator, the
 * credential made as the local Google stand-in makes it): the same Firebase account as on the web.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, inMemoryPersistence, setPersistence } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signInWithNativeGoogle, standInGoogleIdToken } from './google';

describe('the native Google sign-in of the app', () => {
  it('hands Google’s credential to the site’s Firebase sign-in', async () => {
    const project = inject('firebaseProjectId');
    const app = initializeApp({ apiKey: 'test-api-key', projectId: project, authDomain: `${project}.firebaseapp.com` }, `native-google-${Date.now()}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${inject('authEmulatorHost')}`, { disableWarnings: true });
    await setPersistence(auth, inMemoryPersistence);
    const email = `app-google-${Date.now().toString(36)}@gmail.com`;
    const asked: unknown[] = [];
    const native = {
      async signInWithGoogle(options: { skipNativeAuth: boolean }) {
        asked.push(options);
        return { credential: { idToken: await standInGoogleIdToken(email, 'Amine Tazi', project) } };
      },
    };
    const credential = await signInWithNativeGoogle(auth, native);
    expect(asked).toEqual([{ skipNativeAuth: true }]);
    expect(credential.user.email).toBe(email);
    expect(credential.providerId).toBe('google.com');
    expect(await credential.user.getIdToken()).toMatch(/^ey/);
  });

  it('a cancelled native sign-in is a closed popup, as on the web', async () => {
    const auth = getAuth(initializeApp({ apiKey: 'test-api-key', projectId: 'demo-x' }, `cancel-${Date.now()}`));
    await expect(signInWithNativeGoogle(auth, { signInWithGoogle: async () => ({ credential: null }) })).rejects.toMatchObject({
      code: 'auth/popup-closed-by-user',
    });
  });
});

describe('the local Google stand-in', () => {
  it('writes a token whose claims read back as written, a name in Arabic script included', async () => {
    const token = await standInGoogleIdToken('salma@gmail.test', 'سلمى التازي', 'demo-project');
    const [, payload] = token.split('.');
    const json = new TextDecoder().decode(Uint8Array.from(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));
    expect(JSON.parse(json)).toMatchObject({ name: 'سلمى التازي', email: 'salma@gmail.test', aud: 'demo-project' });
  });
});
