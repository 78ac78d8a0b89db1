'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';
import { LISTING_WRITE_PATHS } from '@/lib/listing-form';
import { stateAfter } from '@/lib/listing-states';
import type { ListingKind, ListingState } from '@/lib/listing-types';
import { ErrorAlert } from '../ui/ErrorAlert';

/** The owner's buttons on one of their listings: renew, edit, deactivate or reactivate, mark sold. */
export function ListingActions({
  kind,
  id,
  etat,
  titre,
  renewable = false,
}: {
  kind: ListingKind;
  id: number;
  etat: ListingState;
  titre: string;
  /** expired, or expiring within the notice's days: 'Prolonger' comes first */
  renewable?: boolean;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();

  const [askingSold, setAskingSold] = useState(false);

  async function act(action: 'desactiver' | 'vendre' | 'prolonger', viaMotomaroc?: boolean | null) {
    setError(null);
    setBusy(true);
    const answer =
      action === 'vendre'
        ? await bff('PUT', LISTING_WRITE_PATHS[kind].vendre, { param: { id }, json: { via_motomaroc: viaMotomaroc ?? null } })
        : await bff('PUT', LISTING_WRITE_PATHS[kind][action], { param: { id } });
    setAskingSold(false);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    startTransition(() => router.refresh());
  }

  if (etat === 'vendue') return null;
  const reactivates = etat === 'desactivee';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {renewable && stateAfter('prolonger', etat) ? (
          <button type="button" className="btn-primary py-1" disabled={busy} onClick={() => void act('prolonger')} aria-label={`Prolonger « ${titre} »`}>
            Prolonger
          </button>
        ) : null}
        <Link href={`/compte/vendre?annonce=${kind}-${id}`} className="btn-secondary py-1" aria-label={`Modifier « ${titre} »`}>
          Modifier
        </Link>
        <button
          type="button"
          className="btn-secondary py-1"
          disabled={busy}
          onClick={() => void act('desactiver')}
          aria-label={`${reactivates ? 'Réactiver' : 'Désactiver'} « ${titre} »`}
        >
          {reactivates ? 'Réactiver' : 'Désactiver'}
        </button>
        {etat === 'publiee' ? (
          <Link href={`/compte/ads/sponsoriser?annonce=${kind}-${id}`} className="btn-secondary py-1" aria-label={`Sponsoriser « ${titre} »`}>
            Sponsoriser
          </Link>
        ) : null}
        {stateAfter('vendre', etat) ? (
          <button type="button" className="btn-secondary py-1" disabled={busy} onClick={() => setAskingSold(true)} aria-label={`Marquer vendue « ${titre} »`}>
            Marquer vendue
          </button>
        ) : null}
      </div>
      {askingSold ? (
        <div role="group" aria-labelledby={`vendue-${kind}-${id}`} className="space-y-2 rounded-lg bg-canvas p-3 ring-1 ring-line">
          <p id={`vendue-${kind}-${id}`} className="text-sm">
            <span className="font-semibold">Félicitations !</span> « {titre} » quittera le site et ne pourra plus être modifiée. Vendue grâce à MotoMaroc ?
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary py-1" disabled={busy} onClick={() => void act('vendre', true)}>
              Oui, grâce à MotoMaroc
            </button>
            <button type="button" className="btn-secondary py-1" disabled={busy} onClick={() => void act('vendre', false)}>
              Non, ailleurs
            </button>
            <button type="button" className="btn-secondary py-1" disabled={busy} onClick={() => void act('vendre', null)}>
              Je préfère ne pas répondre
            </button>
            <button type="button" className="btn-secondary py-1" disabled={busy} onClick={() => setAskingSold(false)}>
              Annuler
            </button>
          </div>
        </div>
      ) : null}
      <ErrorAlert error={error} />
    </div>
  );
}
