'use client';

import { useId } from 'react';
import { DEFAULT_LISTING_LIFETIME_DAYS, LISTING_LIFETIME_SETTING } from '@/lib/listing-states';
import { SettingForm } from './SettingForm';
import { useAdminCall } from './use-admin-call';

/** How long a listing stays online after publication or renewal (duree_annonce_jours). */
export function ListingLifetimeSetting({ days }: { days: number | null }) {
  const { busy, error, call } = useAdminCall();
  const id = useId();
  return (
    <SettingForm
      className="card flex flex-wrap items-end gap-3 p-4"
      busy={busy}
      error={error}
      onSave={(data) =>
        void call('PUT', '/parametrage/:name', { param: { name: LISTING_LIFETIME_SETTING }, json: { valeur: String(data.get('jours') ?? '') } })
      }
    >
      <div className="min-w-56 flex-1">
        <label htmlFor={id} className="label">
          Durée en ligne d’une annonce (jours)
        </label>
        <p className="text-sm text-muted">Après sa publication ou sa dernière prolongation ; son propriétaire est prévenu 7 jours avant.</p>
      </div>
      <input id={id} name="jours" type="number" min={7} max={365} required defaultValue={days ?? DEFAULT_LISTING_LIFETIME_DAYS} className="field w-28" />
    </SettingForm>
  );
}
