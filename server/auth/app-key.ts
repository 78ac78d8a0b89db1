/** Whether a request comes from one of our own clients: its X-App-Key header carries APP_KEY. */
import { timingSafeEqual } from 'node:crypto';
import { env } from '../env';

export function hasAppKey(given: string | null | undefined): boolean {
  return sameSecret(given, env().APP_KEY);
}

/** Whether `given` is `secret`, compared in constant time. */
export function sameSecret(given: string | null | undefined, secret: string): boolean {
  const offered = Buffer.from(given ?? '');
  const expected = Buffer.from(secret);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
