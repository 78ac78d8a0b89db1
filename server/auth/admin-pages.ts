/** The typed v1 client of a back office page, as the signed-in admin. */
import 'server-only';
import { v1AsSession } from './as-caller';
import { requireSession } from './current';

export async function adminV1(returnPath: string) {
  const session = await requireSession(returnPath);
  return v1AsSession(session, returnPath).admin;
}
