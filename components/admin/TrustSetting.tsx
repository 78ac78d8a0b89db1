'use client';

import { useId } from 'react';
import type { TrustLevel } from '@/lib/trust';
import { SettingForm } from './SettingForm';
import { useAdminCall } from './use-admin-call';

const LEVELS: { value: TrustLevel; label: string }[] = [
  { value: 'normale', label: 'Normale : l’évaluation du risque décide' },
  { value: 'confiance', label: 'Confiance : publiées, sauf sur un signal fort' },
  { value: 'mefiance', label: 'Méfiance : toutes ses annonces attendent une vérification' },
];

/** How the risk assessment treats a seller's new listings. */
export function TrustSetting({ idutilisateur, confiance }: { idutilisateur: number; confiance: TrustLevel }) {
  const { busy, error, call } = useAdminCall();
  const id = useId();
  return (
    <SettingForm
      className="flex flex-wrap items-end gap-3 border-t border-line pt-3"
      busy={busy}
      error={error}
      onSave={(data) =>
        void call('PUT', '/admin/utilisateur/:id/confiance', { param: { id: idutilisateur }, json: { confiance: String(data.get('confiance')) as TrustLevel } })
      }
    >
      <div className="min-w-64 flex-1">
        <label htmlFor={id} className="label">
          Confiance pour ses annonces
        </label>
        <select id={id} name="confiance" defaultValue={confiance} className="field w-full">
          {LEVELS.map((level) => (
            <option key={level.value} value={level.value}>
              {level.label}
            </option>
          ))}
        </select>
      </div>
    </SettingForm>
  );
}
