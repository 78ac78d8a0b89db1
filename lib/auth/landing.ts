import type { Role } from '../schemas/account';
import { safeReturnPath } from '../return-url';

/**
 * Where a person goes after signing in (spec, states): a safe `next` if they were going somewhere
 * (a path of this site only), else an admin to /compte/admin and everyone else to /compte/annonce.
 */
export function landingPath(role: Role | null, next?: string | null): string {
  const wanted = safeReturnPath(next);
  if (wanted && !wanted.startsWith('/auth/')) return wanted;
  return role === 'admin' ? '/compte/admin' : '/compte/annonce';
}
