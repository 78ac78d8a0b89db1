/**
 * The site inside the companion app (loaded only there, see components/app/AppShell.tsx): links to
 * other apps and sites open outside the WebView, Android's back button is the browser's back (and
 * leaves the app from home), notification taps open their page, and push notifications are asked
 * for at a moment that explains them (a first listing posted), never at launch. The native side
 * is reached through the plugins the Capacitor bridge puts on window.Capacitor.
 */
import { fetchSummary } from '../auth/use-session';
import { guestId } from '../guest';
import { deviceRegistration } from '../push/device-token';
import { leavesApp, NOTIFICATIONS_MOMENT } from './detect';
import { registerPushToken } from './push-registration';
import { loadPage } from '../navigation';

type Listener = { remove(): Promise<void> } | Promise<{ remove(): Promise<void> }>;
interface NativePlugins {
  App?: { addListener(event: 'backButton', handler: (event: { canGoBack: boolean }) => void): Listener; exitApp(): Promise<void> };
  AppLauncher?: { openUrl(options: { url: string }): Promise<{ completed: boolean }> };
  FirebaseMessaging?: {
    checkPermissions(): Promise<{ receive: string }>;
    requestPermissions(): Promise<{ receive: string }>;
    getToken(): Promise<{ token: string }>;
    addListener(event: 'tokenReceived', handler: (event: { token: string }) => void): Listener;
    addListener(event: 'notificationActionPerformed', handler: (event: { notification: { data?: Record<string, unknown> } }) => void): Listener;
  };
}

declare global {
  interface Window {
    Capacitor?: { Plugins?: NativePlugins; isNativePlatform?(): boolean };
  }
}

const plugins = (): NativePlugins => window.Capacitor?.Plugins ?? {};

/** To the phone, WhatsApp, maps or the browser: the system decides which app opens it. */
export function openOutside(url: string) {
  const launcher = plugins().AppLauncher;
  if (launcher) void launcher.openUrl({ url });
  else window.open(url, '_blank', 'noopener');
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || !leavesApp(anchor.href, window.location.origin)) return;
  event.preventDefault();
  openOutside(anchor.href);
}

async function register(token: string) {
  const summary = await fetchSummary();
  await registerPushToken(token, { signedIn: summary.signedIn, guestId: guestId() }, deviceRegistration());
}

/** Asks for notifications (the system's dialog, once) and registers the token when allowed. */
export async function enablePush(options: { ask: boolean }) {
  const messaging = plugins().FirebaseMessaging;
  if (!messaging) return;
  let { receive } = await messaging.checkPermissions();
  if (receive !== 'granted' && options.ask && receive !== 'denied') ({ receive } = await messaging.requestPermissions());
  if (receive !== 'granted') return;
  await register((await messaging.getToken()).token);
}

let started = false;

export function startInApp() {
  if (started) return;
  started = true;
  document.documentElement.dataset.app = '';
  document.addEventListener('click', onClick, true);
  const { App, FirebaseMessaging } = plugins();
  void App?.addListener('backButton', ({ canGoBack }) => {
    if (window.location.pathname === '/' || !canGoBack) void App.exitApp();
    else window.history.back();
  });
  void FirebaseMessaging?.addListener('tokenReceived', ({ token }) => void register(token));
  void FirebaseMessaging?.addListener('notificationActionPerformed', ({ notification }) => {
    const lien = notification.data?.lien;
    if (typeof lien === 'string' && lien.startsWith('/') && !lien.startsWith('//')) loadPage(lien);
  });
  window.addEventListener(NOTIFICATIONS_MOMENT, () => void enablePush({ ask: true }));
  // Already allowed earlier: keep the token current (it changes, and so does who is signed in).
  void enablePush({ ask: false });
}
