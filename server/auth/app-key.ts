/** Whether a request comes from one of our own clients: its X-App-Key header carries APP_KEY. */
import { timingSafeEqual } from 'node:crypto';
import { env } from '../env';

export function hasAppKey(given: string | null | undefined): boolean {
  const offered = Buffer.from(given ?? '');
  const expected = Buffer.from(env().APP_KEY);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
