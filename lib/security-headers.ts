/**
 * The site's security headers, in one place for next.config.ts (every page) and proxy.ts (the
 * sign-in and account pages).
 *
 * Two Content-Security-Policies:
 * - public pages are cached and identical for everyone, so they cannot carry a per-request nonce;
 *   their scripts are limited to this site ('self'), with 'unsafe-inline' for the inline data
 *   scripts that the App Router writes into every page. They hold no token and no password field.
 * - /auth and /compte, where passwords are typed and the account is managed, are rendered per
 *   request anyway (they read the session): there proxy.ts gives each response a nonce and
 *   scripts run only with it ('strict-dynamic'), no inline script otherwise.
 */
export interface CspOptions {
  /** Google Analytics measurement id: its hosts are allowed when set */
  gaId?: string;
  /** host serving /uploads/ when not this site */
  uploadsHost?: string;
  /** per-request nonce: the strict policy of the signed-in pages */
  nonce?: string;
  /** origins the Firebase SDK talks to (Auth API, secure-token, auth domain, or the emulator) */
  firebaseOrigins?: string[];
  /** Google reCAPTCHA is configured */
  recaptcha?: boolean;
  /** origin of the card payment gateway (CMI or its simulator), where the account pages post the payment form */
  paymentGateway?: string;
  /** next dev needs eval for its overlay and fast refresh */
  dev?: boolean;
}

const GA_SCRIPT = ['https://www.googletagmanager.com'];
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

export function contentSecurityPolicy(options: CspOptions): string {
  const scripts = ["'self'"];
  if (options.nonce) scripts.push(`'nonce-${options.nonce}'`, "'strict-dynamic'");
  else scripts.push("'unsafe-inline'");
  if (options.dev) scripts.push("'unsafe-eval'");
  const connect = ["'self'"];
  const frames: string[] = [];
  const images = ["'self'", 'data:', 'blob:'];
  if (options.gaId) {
    scripts.push(...GA_SCRIPT);
    connect.push(...GA_CONNECT);
    images.push(...GA_CONNECT);
  }
  if (options.uploadsHost) images.push(options.uploadsHost);
  if (options.firebaseOrigins?.length) {
    connect.push(...options.firebaseOrigins);
    frames.push(...options.firebaseOrigins);
  }
  if (options.recaptcha) {
    scripts.push(...RECAPTCHA);
    frames.push(...RECAPTCHA);
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', images],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['frame-src', frames.length ? frames : ["'none'"]],
    // The captcha solves its proof of work in workers made from blobs.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // The card payment form posts to the gateway (account pages only).
    ['form-action', options.paymentGateway ? ["'self'", options.paymentGateway] : ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** Headers every response carries besides the CSP. */
export function baseSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ];
}

/**
 * HSTS, for responses that went out over HTTPS only (RFC 6797 forbids it over plain HTTP): in
 * production, where TLS ends at the load balancer, which says so in X-Forwarded-Proto.
 */
export const HSTS_HEADER = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };
export const HTTPS_REQUEST = { type: 'header' as const, key: 'x-forwarded-proto', value: 'https(,.*)?' };

/** Paths whose pages get the per-request nonce policy from proxy.ts. */
export const NONCE_CSP_PATHS = /^\/(ar\/)?(auth|compte)(\/|$)/i;
