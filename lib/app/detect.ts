/**
 * The companion app (mobile/) is a WebView of this site whose user agent ends with a marker; the
 * site then behaves as an app: no store buttons, links to other apps and sites opened outside.
 * Browser-safe and pure, so that the rules are tested without a device.
 */

/** Appended to the WebView's user agent by mobile/capacitor.config.ts (appendUserAgent). */
export const APP_USER_AGENT_MARKER = 'MotoMarocApp';

export function isInApp(userAgent: string): boolean {
  return new RegExp(`(^|\\s)${APP_USER_AGENT_MARKER}/\\d`).test(userAgent);
}

/**
 * Sent by the site (window event) when asking for notifications makes sense: a listing was just
 * posted, so 'we will tell you when it is online' explains the question.
 */
export const NOTIFICATIONS_MOMENT = 'motomaroc:notifications';

/** Schemes another app handles: the phone, WhatsApp, maps, mail, SMS. */
const OTHER_APPS = new Set(['tel:', 'sms:', 'mailto:', 'whatsapp:', 'geo:', 'maps:', 'intent:', 'market:', 'itms-apps:']);

/**
 * Whether a link must leave the WebView: another app's scheme, or any other site than this one
 * (wa.me, Google Maps, an advertiser, the stores). Links of this site stay inside, and so do
 * what is not a navigation (javascript:, blob:, data:, #anchors).
 */
export function leavesApp(href: string, siteOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return false;
  }
  if (OTHER_APPS.has(url.protocol)) return true;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin !== new URL(siteOrigin).origin;
}
