'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';
import { fillText } from '@/lib/i18n/fill';
import { ErrorAlert } from '../ui/ErrorAlert';

/** Its texts in the page's language (messages: adsPage); {titre} is filled here. */
export interface StopTexts {
  stop: string;
  stopLabel: string;
  stopRunning: string;
  stopPending: string;
  stopFailed: string;
}

/** 'Désactiver' on one of my sponsorings, after a confirmation (no refund). */
export function StopSponsoring({ idsponsoring, titre, running, texts }: { idsponsoring: number; titre: string; running: boolean; texts: StopTexts }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();

  async function stop() {
    const question = fillText(running ? texts.stopRunning : texts.stopPending, { titre });
    if (!window.confirm(question)) return;
    setBusy(true);
    setError(null);
    const answer = await bff('PATCH', '/sponsoring/utilisateur/:id/desactiver', { param: { id: idsponsoring } });
    setBusy(false);
    if (!answer.ok) return setError(answer.status >= 500 || answer.status === 0 ? texts.stopFailed : answer.error);
    startTransition(() => router.refresh());
  }

  return (
    <div>
      <button type="button" className="btn-secondary py-1" onClick={() => void stop()} disabled={busy} aria-label={fillText(texts.stopLabel, { titre })}>
        {texts.stop}
      </button>
      <ErrorAlert error={error} className="mt-1" />
    </div>
  );
}
