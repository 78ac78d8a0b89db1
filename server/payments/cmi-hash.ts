/**
 * CMI's "ver3" hash (../shared/cmi-protocol.md): every posted field but `hash` and `encoding`, in
 * PHP natcasesort order, values trimmed and escaped, joined with '|', the store key last; SHA-512,
 * base64 of the raw digest. The same function signs our requests, checks CMI's callbacks and, in
 * the simulator, checks our requests as CMI does.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type CmiFields = Record<string, string>;

const EXCLUDED = new Set(['hash', 'encoding']);

/**
 * PHP's strnatcasecmp for field names: runs of digits compare as numbers, everything else
 * character by character in upper case (so 'a_b' comes after 'aZ', as PHP orders them).
 */
export function naturalCaseCompare(a: string, b: string): number {
  const chunks = (text: string) => text.toUpperCase().match(/\d+|\D/g) ?? [];
  const left = chunks(a);
  const right = chunks(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    const xDigits = /^\d/.test(x);
    const yDigits = /^\d/.test(y);
    if (xDigits && yDigits) {
      const difference = Number(x) - Number(y);
      if (difference !== 0) return difference;
      // Same number, different leading zeros: the longer run first, as PHP does.
      return y.length - x.length;
    }
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

export function escapeHashValue(value: string): string {
  return value.trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

/** The exact text that is hashed (exposed for tests and for logging a mismatch without the key). */
export function hashPlaintext(fields: CmiFields, storeKey: string): string {
  const names = Object.keys(fields)
    .filter((name) => !EXCLUDED.has(name.toLowerCase()))
    .sort(naturalCaseCompare);
  return names.map((name) => `${escapeHashValue(fields[name]!)}|`).join('') + escapeHashValue(storeKey);
}

export function cmiHash(fields: CmiFields, storeKey: string): string {
  return createHash('sha512').update(hashPlaintext(fields, storeKey), 'utf8').digest('base64');
}

/** Whether the posted HASH (any case of the name) is the one these fields and this key give. */
export function hasValidCmiHash(fields: CmiFields, storeKey: string): boolean {
  const posted = Object.entries(fields).find(([name]) => name.toLowerCase() === 'hash')?.[1];
  if (!posted) return false;
  const expected = Buffer.from(cmiHash(fields, storeKey));
  const received = Buffer.from(posted.trim());
  return expected.length === received.length && timingSafeEqual(expected, received);
}
