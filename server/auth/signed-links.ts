/**
 * One-click links in mails (renew a listing, unsubscribe): a signed, single-purpose token that
 * works without signing in. The token carries what it acts on (its subject) and an HMAC of the
 * purpose and subject under a key derived from the session secret; a token made for one purpose
 * is worth nothing for another, and a changed subject breaks the signature. What makes a link
 * single-use is its subject: it names the state it was made for (a listing's current period),
 * which acting on it changes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from './secrets';

export type LinkPurpose = 'prolonger' | 'desabonner';

function signature(purpose: LinkPurpose, subject: string): Buffer {
  const key = createHmac('sha256', sessionSecret()).update('motomaroc signed links').digest();
  return createHmac('sha256', key).update(`${purpose}\n${subject}`).digest();
}

export function signLink(purpose: LinkPurpose, subject: string): string {
  return `${Buffer.from(subject).toString('base64url')}.${signature(purpose, subject).toString('base64url')}`;
}

/** The subject of a genuine token for `purpose`, or null. */
export function verifyLink(purpose: LinkPurpose, token: string | null | undefined): string | null {
  if (!token || token.length > 600) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const subject = Buffer.from(match[1]!, 'base64url').toString();
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(purpose, subject);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
}
