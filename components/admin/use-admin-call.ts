'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';

/**
 * A back office action: one call through the BFF, its French error kept for display, the page read
 * again on success (or `goTo` opened instead, when the page shows what is gone). `failure` replaces
 * the message of a server or network failure (the spec's text).
 */
export function useAdminCall() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  async function call(path: string, method: string, json?: unknown, failure?: string, goTo?: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    const answer = await bff(path, { method, json });
    setBusy(false);
    if (!answer.ok) {
      setError(failure && (answer.status >= 500 || answer.status === 0) ? failure : answer.error);
      return false;
    }
    startTransition(() => (goTo ? router.push(goTo) : router.refresh()));
    return true;
  }
  return { busy, error, setError, call };
}
