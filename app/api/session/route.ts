/** The session cookie: created after a Firebase sign-in, read by the header, destroyed at sign-out. */
import { createSession, endSession, refreshSessionRole, sessionSummary } from '@/server/auth/session-handlers';

export const dynamic = 'force-dynamic';

export { createSession as POST, refreshSessionRole as PUT, sessionSummary as GET, endSession as DELETE };
