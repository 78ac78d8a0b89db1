'use client';

import { useState } from 'react';
import { REFUSAL_REASONS } from '@/lib/admin';
import type { ListingKind } from '@/lib/listing-types';
import { useAdminCall } from './use-admin-call';
import { ErrorAlert } from '../ui/ErrorAlert';

/** The decisions over a listing's open reports: unpublish it with a reason, mark handled, or dismiss. */
export function ReportActions({ kind, id, canUnpublish }: { kind: ListingKind; id: number; canUnpublish: boolean }) {
  const { busy, error, call } = useAdminCall();
  const [unpublishing, setUnpublishing] = useState(false);
  const decide = (body: { statut: 'traite' | 'rejete'; motif_refus?: string }) =>
    call('PATCH', '/admin/signalements/:type/:id', { param: { type: kind, id }, json: body });

  return (
    <div className="space-y-2 border-t border-line pt-3">
      {unpublishing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void decide({ statut: 'traite', motif_refus: String(new FormData(event.currentTarget).get('motif') ?? '') });
          }}
        >
          <label className="block min-w-0 flex-1">
            <span className="label">Motif (envoyé au vendeur)</span>
            <input name="motif" list={`motifs-${kind}-${id}`} className="field" required minLength={3} maxLength={500} autoFocus />
            <datalist id={`motifs-${kind}-${id}`}>
              {REFUSAL_REASONS.map((reason) => (
                <option key={reason} value={reason} />
              ))}
            </datalist>
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            Dépublier
          </button>
          <button type="button" className="btn-secondary" onClick={() => setUnpublishing(false)}>
            Annuler
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {canUnpublish ? (
            <button type="button" className="btn-primary" disabled={busy} onClick={() => setUnpublishing(true)}>
              Dépublier l’annonce…
            </button>
          ) : null}
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void decide({ statut: 'traite' })}>
            Marquer traité
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void decide({ statut: 'rejete' })}>
            Rejeter
          </button>
        </div>
      )}
      <ErrorAlert error={error} />
    </div>
  );
}
