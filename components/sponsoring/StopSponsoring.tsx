'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';
import { SPONSORING_MESSAGES } from '@/lib/schemas/sponsoring';
import { ErrorAlert } from '../ui/ErrorAlert';

/** 'Désactiver' on one of my sponsorings, after a confirmation (no refund). */
export function StopSponsoring({ idsponsoring, titre, running }: { idsponsoring: number; titre: string; running: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();

  async function stop() {
    const question = running
      ? `Arrêter le sponsoring de « ${titre} » ? Il cesse tout de suite, sans remboursement des jours restants.`
      : `Abandonner le sponsoring de « ${titre} » en attente de paiement ?`;
    if (!window.confirm(question)) return;
    setBusy(true);
    setError(null);
    const answer = await bff('PATCH', '/sponsoring/utilisateur/:id/desactiver', { param: { id: idsponsoring } });
    setBusy(false);
    if (!answer.ok) return setError(answer.status >= 500 || answer.status === 0 ? SPONSORING_MESSAGES.stopFailed : answer.error);
    startTransition(() => router.refresh());
  }

  return (
    <div>
      <button type="button" className="btn-secondary py-1" onClick={() => void stop()} disabled={busy} aria-label={`Désactiver le sponsoring de « ${titre} »`}>
        Désactiver
      </button>
      <ErrorAlert error={error} className="mt-1" />
    </div>
  );
}
