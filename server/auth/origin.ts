/**
 * CSRF: state-changing requests to /api/session and the BFF must come from the site's own pages
 * (on top of SameSite=Lax). Browsers send Origin with every POST, PUT and DELETE made by fetch.
 */
import { errorAnswer, errorCodes } from '@/lib/errors';

export function isSameOriginRequest(headers: Headers): boolean {
  const origin = headers.get('origin');
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (!origin || origin === 'null' || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const ORIGIN_ERRORS = /* @__PURE__ */ errorCodes('origin', { crossSite: 'Requête refusée : elle ne vient pas de ce site.' });
export const CROSS_SITE_REFUSED = errorAnswer(ORIGIN_ERRORS.crossSite);
