'use client';

/**
 * Who is signed in, for the header: asked once per page load from GET /api/session (cached pages
 * are the same for everyone, so the browser fills this part in). Also makes sure the visitor has
 * a guest id.
 */
import { readOnce, useReadOnce } from '../api/read-once';
import { guestId } from '../guest';
import type { SessionSummary } from '../schemas/account';

const signedOut: SessionSummary = { signedIn: false, role: null, name: null, email: null };
const SESSION = '/api/session';

async function loadSummary(): Promise<SessionSummary> {
  guestId();
  try {
    const response = await fetch(SESSION, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as SessionSummary) : signedOut;
  } catch {
    return signedOut;
  }
}

/** The session summary of this page load (one request, shared). */
export function fetchSummary(): Promise<SessionSummary> {
  return readOnce(SESSION, loadSummary);
}

/** undefined while loading, then the summary. */
export function useSessionSummary(): SessionSummary | undefined {
  const state = useReadOnce(SESSION, loadSummary);
  return state?.status === 'ready' ? state.value : undefined;
}
