'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';

/** Marks a contact message read, or unread again. */
export function MarkMessage({ idmessage, traite }: { idmessage: number; traite: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  async function mark() {
    setBusy(true);
    const answer = await bff(`/admin/messages/${idmessage}`, { method: 'PATCH', json: { traite: !traite } });
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    startTransition(() => router.refresh());
  }
  return (
    <>
      <button type="button" className="btn-secondary min-h-9 py-1" disabled={busy} onClick={() => void mark()}>
        {traite ? 'Marquer non lu' : 'Marquer lu'}
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-brand-dark">
          {error}
        </p>
      ) : null}
    </>
  );
}
