/**
 * The companion app: a WebView of the site. It loads the production site (or the one given by
 * MOTOMAROC_APP_URL when the native projects are synced, e.g. a staging site), announces itself
 * with the user agent marker the site looks for (lib/app/detect.ts), and shows www/offline.html
 * when the site cannot be reached at launch.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CapacitorConfig } from '@capacitor/cli';

/** The site and the app's version, shared with scripts/write-www.mjs. */
const site = JSON.parse(readFileSync(join(__dirname, 'site.json'), 'utf8')) as { url: string; appVersion: string };
const siteUrl = process.env.MOTOMAROC_APP_URL ?? site.url;

const config: CapacitorConfig = {
  appId: 'ma.motomaroc.app',
  appName: 'MotoMaroc',
  webDir: 'www',
  // lib/app/detect.ts: APP_USER_AGENT_MARKER, followed by the app's version.
  appendUserAgent: `MotoMarocApp/${site.appVersion}`,
  backgroundColor: '#f5f6f8',
  server: {
    url: siteUrl,
    // Only for a local or staging site served over plain http.
    cleartext: siteUrl.startsWith('http://'),
    errorPath: 'offline.html',
    // 3-D Secure happens on CMI's pages and comes back to the site: it stays inside the app.
    allowNavigation: ['*.cmi.co.ma'],
  },
  android: {
    allowMixedContent: false,
  },
  ios: {
    contentInset: 'automatic',
    limitsNavigationsToAppBoundDomains: false,
  },
  plugins: {
    SplashScreen: {
      launchShowDuration: 800,
      launchAutoHide: true,
      backgroundColor: '#f5f6f8',
      androidScaleType: 'CENTER_INSIDE',
      showSpinner: false,
    },
    StatusBar: {
      backgroundColor: '#c1272d',
      style: 'DARK',
      overlaysWebView: false,
    },
    FirebaseAuthentication: {
      // The native Google sign-in only hands its credential to the site, which signs in with the
      // web SDK and makes its session cookie as on the web.
      skipNativeAuth: true,
      providers: ['google.com'],
    },
    FirebaseMessaging: {
      presentationOptions: ['badge', 'sound', 'alert'],
    },
  },
};

export default config;
