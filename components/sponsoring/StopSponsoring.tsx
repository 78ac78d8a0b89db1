'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';
import { fillText } from '@/lib/i18n/fill';
import { ErrorAlert } from '../ui/ErrorAlert';
import { useTexts } from '../texts/TextsProvider';

/** 'Désactiver' on one of my sponsorings, after a confirmation (no refund). */
export function StopSponsoring({ idsponsoring, titre, running }: { idsponsoring: number; titre: string; running: boolean }) {
  // {titre} is filled here.
  const texts = useTexts('stopSponsoring');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();

  async function stop() {
    const question = fillText(running ? texts.running : texts.pending, { titre });
    if (!window.confirm(question)) return;
    setBusy(true);
    setError(null);
    const answer = await bff('PATCH', '/sponsoring/utilisateur/:id/desactiver', { param: { id: idsponsoring } });
    setBusy(false);
    if (!answer.ok) return setError(answer.status >= 500 || answer.status === 0 ? texts.failed : (answer.error ?? texts.failed));
    startTransition(() => router.refresh());
  }

  return (
    <div>
      <button type="button" className="btn-secondary py-1" onClick={() => void stop()} disabled={busy} aria-label={fillText(texts.label, { titre })}>
        {texts.stop}
      </button>
      <ErrorAlert error={error} className="mt-1" />
    </div>
  );
}
