/**
 * What must never be in a log line: a token, a session, a password, card data, a phone number or
 * an e-mail address (the site's own role addresses aside). Used on the site's log after the browser
 * tests (e2e/global-teardown.ts), which sign in, pay by card and send phone numbers and addresses.
 */

/** The site's own addresses, which are nobody's personal data. */
const ROLE_ADDRESSES = new Set(['no-reply@motomaroc.ma', 'ventes@motomaroc.ma', 'contact@motomaroc.ma']);

/** Whether a run of digits passes the Luhn check, as every card number does. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const DETECTORS: { kind: string; pattern: RegExp; keep?: (match: string) => boolean }[] = [
  { kind: 'e-mail', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, keep: (match) => !ROLE_ADDRESSES.has(match.toLowerCase()) },
  // Moroccan numbers as people write them: +212 6…, 00212 6…, 06…, 07…, 05…, with or without separators.
  { kind: 'phone number', pattern: /(?:(?:\+212|00212)[ .-]?|(?<![\d.:-])0)[5-7](?:[ .-]?\d){8}(?!\d)/g },
  // A JWT (Firebase ID tokens, the emulator's unsigned ones too).
  { kind: 'token', pattern: /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g },
  // A sealed session (iron-session).
  { kind: 'session', pattern: /Fe26\.2\*[^\s"]+/g },
  { kind: 'password', pattern: /"(?:password|passwd|motdepasse|mot_de_passe|newPassword|oldPassword)"\s*:\s*"[^"]+"/gi },
  // 13 to 19 digits, spaced or not, of a card network (2 to 6 first), that pass the Luhn check.
  { kind: 'card number', pattern: /(?<![\d.])[2-6](?:[ -]?\d){12,18}(?![\d.])/g, keep: (match) => luhn(match.replace(/\D/g, '')) },
];

/**
 * UUIDs and long hexadecimal runs (request ids, hashes, ETags) hold digit groups that can look
 * like a phone or card number by chance; they are blanked, keeping the line's length.
 */
const IDENTIFIERS = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{16,}\b/gi;

export interface Finding {
  kind: string;
  line: number;
  match: string;
}

/** What `text` holds that no log may; `secrets` are exact strings too (the demo password…). */
export function personalDataIn(text: string, secrets: string[] = []): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const content = line.replace(IDENTIFIERS, (identifier) => '_'.repeat(identifier.length));
    for (const { kind, pattern, keep } of DETECTORS) {
      for (const match of content.matchAll(pattern)) if (!keep || keep(match[0])) findings.push({ kind, line: index + 1, match: match[0] });
    }
    for (const secret of secrets) if (secret && line.includes(secret)) findings.push({ kind: 'secret', line: index + 1, match: secret });
  });
  return findings;
}
