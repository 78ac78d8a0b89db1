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

export type LinkPurpose = 'prolonger' | 'desabonner' | 'ouvrir';

function signature(purpose: LinkPurpose, subject: string): Buffer {
  const key = createHmac('sha256', sessionSecret()).update('motomaroc signed links').digest();
  return createHmac('sha256', key).update(`${purpose}\n${subject}`).digest();
}

/**
 * A token for `purpose` naming `subject`; with `expiresAt`, worthless after that moment (the
 * moment is signed with the subject).
 */
export function signLink(purpose: LinkPurpose, subject: string, expiresAt?: Date): string {
  const signed = expiresAt ? `${subject}~${Math.floor(expiresAt.getTime() / 1000)}` : subject;
  return `${Buffer.from(signed).toString('base64url')}.${signature(purpose, signed).toString('base64url')}`;
}

/**
 * The subject of a genuine token for `purpose`, or null (forged, for another purpose, expired).
 * Only the one way of writing a token is read: base64 leaves spare bits in its last character, and
 * "MQ" and "MR" would otherwise both read "1", two tokens for one link.
 */
export function verifyLink(purpose: LinkPurpose, token: string | null | undefined, now = new Date()): string | null {
  if (!token || token.length > 600) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const signed = Buffer.from(match[1]!, 'base64url').toString();
  const given = Buffer.from(match[2]!, 'base64url');
  if (Buffer.from(signed).toString('base64url') !== match[1] || given.toString('base64url') !== match[2]) return null;
  const expected = signature(purpose, signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiry = /^(.*)~(\d{1,12})$/s.exec(signed);
  if (!expiry) return signed;
  return Number(expiry[2]) * 1000 > now.getTime() ? expiry[1]! : null;
}
