'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';
import type { V1Input, V1Method, V1PathFor } from '@/lib/api/endpoints';
import { frenchRefusal } from '@/lib/api/refusal';

/** `failure` replaces the message of a server or network failure (the spec's text); `goTo` opens a page instead of reading this one again. */
interface AfterCall {
  failure?: string;
  goTo?: string;
}

/**
 * A back office action: one call through the BFF, its French error kept for display, the page read
 * again on success (or `goTo` opened instead, when the page shows what is gone).
 */
export function useAdminCall() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  async function call<M extends V1Method, P extends V1PathFor<M>>(method: M, path: P, input?: V1Input<P, M>, after: AfterCall = {}): Promise<boolean> {
    setBusy(true);
    setError(null);
    const answer = await bff(method, path, input);
    setBusy(false);
    if (!answer.ok) {
      setError(after.failure && (answer.status >= 500 || answer.status === 0) ? after.failure : frenchRefusal(answer));
      return false;
    }
    startTransition(() => (after.goTo ? router.push(after.goTo) : router.refresh()));
    return true;
  }
  return { busy, error, setError, call };
}
