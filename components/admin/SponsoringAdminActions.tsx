'use client';

import { moroccoDay, moroccoDayStart } from '@/lib/format';
import { SPONSORING_STATES, type SponsoringState } from '@/lib/listing-types';
import { ADMIN_SETTABLE_SPONSORING_STATES, SPONSORING_MESSAGES } from '@/lib/schemas/sponsoring';
import { useAdminCall } from './use-admin-call';
import { ErrorAlert } from '../ui/ErrorAlert';
import { isOneOf } from '@/lib/one-of';

const LABELS: Record<(typeof ADMIN_SETTABLE_SPONSORING_STATES)[number], string> = {
  en_attente: 'En attente',
  active: 'Active',
  desactivee: 'Désactivée',
  refusee: 'Refusée',
};

/** An admin's actions on one sponsoring: its state, its start and days (a goodwill extension), deletion. */
export function SponsoringAdminActions({
  idsponsoring,
  etat,
  dateDebut,
  nbrJour,
  titre,
}: {
  idsponsoring: number;
  etat: SponsoringState;
  dateDebut: string;
  nbrJour: number;
  titre: string;
}) {
  const { busy, error, call } = useAdminCall();

  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-line pt-2 text-sm">
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const next = new FormData(event.currentTarget).get('etat_sponsoring');
          if (!isOneOf(SPONSORING_STATES, next)) return;
          void call(
            'PATCH',
            '/sponsoring/:id/etat',
            { param: { id: idsponsoring }, json: { etat_sponsoring: next } },
            { failure: SPONSORING_MESSAGES.stateFailed },
          );
        }}
      >
        <label className="block">
          <span className="label">État</span>
          <select name="etat_sponsoring" defaultValue={etat === 'expiree' ? 'active' : etat} className="field min-h-9 py-1">
            {ADMIN_SETTABLE_SPONSORING_STATES.map((state) => (
              <option key={state} value={state}>
                {LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary min-h-9 py-1" disabled={busy}>
          Changer
        </button>
      </form>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const start = String(form.get('date_debut'));
          // An unchanged day keeps the exact start (the hour it was paid).
          const moved = start !== moroccoDay(dateDebut) ? { date_debut: moroccoDayStart(start) } : {};
          void call(
            'PUT',
            '/sponsoring/:id',
            { param: { id: idsponsoring }, json: { ...moved, nbr_jour: Number(form.get('nbr_jour')) } },
            { failure: SPONSORING_MESSAGES.updateFailed },
          );
        }}
      >
        <label className="block">
          <span className="label">Début</span>
          <input name="date_debut" type="date" required defaultValue={moroccoDay(dateDebut)} className="field min-h-9 py-1" />
        </label>
        <label className="block">
          <span className="label">Jours</span>
          <input name="nbr_jour" type="number" min={1} max={365} defaultValue={nbrJour} className="field min-h-9 w-24 py-1" />
        </label>
        <button type="submit" className="btn-secondary min-h-9 py-1" disabled={busy}>
          Enregistrer
        </button>
      </form>
      <button
        type="button"
        className="btn-secondary min-h-9 py-1 text-brand-dark"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Supprimer le sponsoring de « ${titre} » ? Ses paiements restent en comptabilité.`))
            void call('DELETE', '/sponsoring/:id', { param: { id: idsponsoring } }, { failure: SPONSORING_MESSAGES.deleteFailed });
        }}
      >
        Supprimer
      </button>
      <ErrorAlert error={error} className="w-full" />
    </div>
  );
}
