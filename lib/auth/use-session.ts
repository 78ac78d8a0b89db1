'use client';

/**
 * Who is signed in, for the header: asked once per page load from GET /api/session (cached pages
 * are the same for everyone, so the browser fills this part in). Also makes sure the visitor has
 * a guest id.
 */
import { useEffect, useState } from 'react';
import { guestId } from '../guest';
import type { SessionSummary } from '../schemas/account';

let pending: Promise<SessionSummary> | null = null;

/** The session summary of this page load (one request, shared). */
export function fetchSummary(): Promise<SessionSummary> {
  pending ??= fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<SessionSummary>) : signedOut))
    .catch(() => signedOut);
  return pending;
}

const signedOut: SessionSummary = { signedIn: false, role: null, name: null, email: null };

/** undefined while loading, then the summary. */
export function useSessionSummary(): SessionSummary | undefined {
  const [summary, setSummary] = useState<SessionSummary | undefined>(undefined);
  useEffect(() => {
    let live = true;
    guestId();
    void fetchSummary().then((value) => live && setSummary(value));
    return () => {
      live = false;
    };
  }, []);
  return summary;
}
