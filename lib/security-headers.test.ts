import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, contentSecurityPolicy, HTTPS_REQUEST, NONCE_CSP_PATHS } from './security-headers';

describe('contentSecurityPolicy', () => {
  it('public pages: a static policy, this site only', () => {
    const csp = contentSecurityPolicy({});
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toContain('google');
  });

  it('sign-in pages: scripts only with the nonce, Firebase hosts allowed', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', firebaseOrigins: ['https://identitytoolkit.googleapis.com'] });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    const scripts = csp.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scripts).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self' https://identitytoolkit.googleapis.com");
  });

  it('the account pages may post the payment form to the gateway, and only there', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', paymentGateway: 'https://payment.cmi.co.ma' });
    expect(csp).toContain("form-action 'self' https://payment.cmi.co.ma");
    expect(
      contentSecurityPolicy({})
        .split('; ')
        .find((d) => d.startsWith('form-action')),
    ).toBe("form-action 'self'");
  });

  it('Google Analytics hosts only when it is configured', () => {
    expect(contentSecurityPolicy({ gaId: 'G-TEST' })).toContain('https://www.googletagmanager.com');
  });

  it('HSTS only for HTTPS requests (next.config.ts), never with every response; the nonce paths are /auth and /compte', () => {
    expect(baseSecurityHeaders().map((h) => h.key)).not.toContain('Strict-Transport-Security');
    const https = new RegExp(`^(?:${HTTPS_REQUEST.value})$`);
    expect(['https', 'https,http'].every((proto) => https.test(proto))).toBe(true);
    expect(['http', 'http,https', 'xhttps'].some((proto) => https.test(proto))).toBe(false);
    expect(
      ['/auth/signin', '/ar/auth/signin', '/compte', '/compte/securite', '/ar/compte/vendre', '/AUTH/signin', '/COMPTE', '/Ar/Compte'].every((p) =>
        NONCE_CSP_PATHS.test(p),
      ),
    ).toBe(true);
    expect(['/', '/authentique', '/ar/authentique', '/comptes', '/ar/comptes', '/annonce/moto', '/ar/annonce/moto'].some((p) => NONCE_CSP_PATHS.test(p))).toBe(
      false,
    );
  });
});
