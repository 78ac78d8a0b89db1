'use client';

import { useId } from 'react';
import { DEFAULT_RISK_THRESHOLD, RISK_THRESHOLD_SETTING } from '@/lib/trust';
import type { ScamWord } from '@/lib/schemas/admin';
import { ErrorAlert } from '../ui/ErrorAlert';
import { SettingForm } from './SettingForm';
import { useAdminCall } from './use-admin-call';

/**
 * What the risk assessment weighs that admins set: the score from which a new listing waits for a
 * person, and the scam expressions it looks for in French, Arabic and Darija.
 */
export function RiskSettings({ threshold, words }: { threshold: number | null; words: ScamWord[] }) {
  const thresholdCall = useAdminCall();
  const wordCall = useAdminCall();
  const ids = { threshold: useId(), expression: useId(), poids: useId() };
  return (
    <section className="card space-y-4 p-4" aria-labelledby={`${ids.threshold}-title`}>
      <h2 id={`${ids.threshold}-title`} className="text-lg font-bold">
        Seuil de vérification et expressions d’arnaque
      </h2>
      <SettingForm
        className="flex flex-wrap items-end gap-3"
        busy={thresholdCall.busy}
        error={thresholdCall.error}
        onSave={(data) =>
          void thresholdCall.call('PUT', '/parametrage/:name', { param: { name: RISK_THRESHOLD_SETTING }, json: { valeur: String(data.get('seuil') ?? '') } })
        }
      >
        <div className="min-w-56 flex-1">
          <label htmlFor={ids.threshold} className="label">
            Score à partir duquel une annonce attend (1 à 100)
          </label>
          <p className="text-sm text-muted">
            Une annonce dont le score l’atteint attend une vérification ; en dessous, elle est publiée dès son dépôt. Un signal fort la retient toujours.
          </p>
        </div>
        <input
          id={ids.threshold}
          name="seuil"
          type="number"
          min={1}
          max={100}
          required
          defaultValue={threshold ?? DEFAULT_RISK_THRESHOLD}
          className="field w-28"
        />
      </SettingForm>

      <div>
        <h3 className="font-semibold">Expressions d’arnaque ({words.length})</h3>
        <p className="text-sm text-muted">
          Cherchées dans le titre et la description, sans tenir compte des accents, des majuscules ni des variantes de lettres arabes.
        </p>
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const data = new FormData(form);
            void wordCall
              .call('POST', '/admin/mots-arnaque', { json: { expression: String(data.get('expression') ?? ''), poids: Number(data.get('poids') ?? 25) } })
              .then((ok) => ok && form.reset());
          }}
        >
          <div className="min-w-56 flex-1">
            <label htmlFor={ids.expression} className="label">
              Nouvelle expression
            </label>
            <input
              id={ids.expression}
              name="expression"
              required
              minLength={3}
              maxLength={80}
              dir="auto"
              className="field w-full"
              placeholder="ex. : paiement par Wafacash"
            />
          </div>
          <div>
            <label htmlFor={ids.poids} className="label">
              Poids
            </label>
            <input id={ids.poids} name="poids" type="number" min={1} max={100} defaultValue={25} required className="field w-24" />
          </div>
          <button type="submit" className="btn-secondary" disabled={wordCall.busy}>
            Ajouter
          </button>
        </form>
        <ErrorAlert error={wordCall.error} />
        <ul className="mt-3 flex flex-wrap gap-2">
          {words.map((word) => (
            <li key={word.idmot} className="inline-flex items-center gap-1 rounded-full bg-canvas py-1 ps-3 pe-1 text-sm ring-1 ring-line">
              <span dir="auto">{word.expression}</span>
              <span className="text-xs text-muted">{word.poids}</span>
              <button
                type="button"
                className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-white"
                aria-label={`Retirer « ${word.expression} »`}
                disabled={wordCall.busy}
                onClick={() => void wordCall.call('DELETE', '/admin/mots-arnaque/:id', { param: { id: String(word.idmot) } })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
