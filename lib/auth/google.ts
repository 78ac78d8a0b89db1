/**
 * 'Continuer avec Google'. Inside the companion app, Google refuses its sign-in in a WebView: the
 * app's native Google sign-in (@capacitor-firebase/authentication, skipNativeAuth) hands over
 * Google's credential, and the site signs in with it here, so the session is made as on the web.
 * With a real Firebase project: Firebase's popup (Google's OAuth). With
 * the Auth emulator, Firebase's popup cannot work offline (its relay loads Google's gapi from the
 * Internet), so a local stand-in takes Google's place: our own account picker (/auth/google-local)
 * hands back a Google-style ID token, which goes through the same Firebase call as a real one
 * (signInWithCredential → the emulator's signInWithIdp).
 */
import { GoogleAuthProvider, signInWithCredential, signInWithPopup, type Auth, type UserCredential } from 'firebase/auth';
import type { FirebaseWebConfig } from './firebase';

export const GOOGLE_STAND_IN_PATH = '/auth/google-local';
export const GOOGLE_STAND_IN_MESSAGE = 'motomaroc:google-id-token';

/** The native sign-in of the companion app, when the bridge offers it. */
interface NativeGoogleSignIn {
  signInWithGoogle(options: { skipNativeAuth: boolean }): Promise<{ credential?: { idToken?: string; accessToken?: string } | null }>;
}

function nativeGoogle(): NativeGoogleSignIn | undefined {
  return (window as { Capacitor?: { Plugins?: { FirebaseAuthentication?: NativeGoogleSignIn } } }).Capacitor?.Plugins?.FirebaseAuthentication;
}

/** Google's credential from the app's native sign-in, given to the site's Firebase sign-in. */
export async function signInWithNativeGoogle(auth: Auth, native: NativeGoogleSignIn): Promise<UserCredential> {
  const { credential } = await native.signInWithGoogle({ skipNativeAuth: true });
  if (!credential?.idToken) throw Object.assign(new Error('no Google credential'), { code: 'auth/popup-closed-by-user' });
  return signInWithCredential(auth, GoogleAuthProvider.credential(credential.idToken, credential.accessToken));
}

export function signInWithGoogle(auth: Auth, config: FirebaseWebConfig): Promise<UserCredential> {
  const native = nativeGoogle();
  if (native) return signInWithNativeGoogle(auth, native);
  if (!config.emulatorUrl) return signInWithPopup(auth, new GoogleAuthProvider());
  // Opened at once, in the click, so that the browser does not block it.
  const popup = window.open(GOOGLE_STAND_IN_PATH, 'motomaroc-google', 'popup,width=480,height=640');
  if (!popup) return Promise.reject(Object.assign(new Error('popup blocked'), { code: 'auth/popup-blocked' }));
  return new Promise((resolve, reject) => {
    let closedSince = 0;
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      // A message the window sent just before closing may still be on its way: give it a moment.
      closedSince ||= Date.now();
      if (Date.now() - closedSince >= 1000) finish(() => reject(Object.assign(new Error('popup closed'), { code: 'auth/popup-closed-by-user' })));
    }, 250);
    function finish(then: () => void) {
      window.clearInterval(watch);
      window.removeEventListener('message', onMessage);
      then();
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { type?: string; idToken?: string };
      if (data?.type !== GOOGLE_STAND_IN_MESSAGE || typeof data.idToken !== 'string') return;
      popup!.close();
      finish(() => signInWithCredential(auth, GoogleAuthProvider.credential(data.idToken!)).then(resolve, reject));
    }
    window.addEventListener('message', onMessage);
  });
}

/** The stand-in's ID token: Google's claims in an unsigned JWT, the form the Auth emulator accepts. */
export async function standInGoogleIdToken(email: string, name: string, projectId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.toLowerCase())));
  // The same e-mail is the same Google account, as with Google (sub is Google's stable id).
  const sub = Array.from(digest.slice(0, 10), (byte) => String(byte % 10))
    .join('')
    .padStart(21, '1');
  const now = Math.floor(Date.now() / 1000);
  // Base64url of the JSON's UTF-8 bytes: btoa alone refuses a name in Arabic script.
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  const claims = { iss: 'https://accounts.google.com', aud: projectId, sub, email, email_verified: true, name, iat: now, exp: now + 3600 };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}
