'use client';

import { moroccoDay, moroccoDayStart } from '@/lib/format';
import { photoUrl } from '@/lib/routes';
import type { AdminCampaign } from '@/lib/schemas/admin-ads';
import { PhotoInput, useUploadedPhoto, type UploadedPhoto } from './PhotoInput';
import { useAdminCall } from './use-admin-call';
import { PlainImg } from '../ui/PlainImg';
import { ErrorAlert } from '../ui/ErrorAlert';

/** A campaign's name, advertiser, dates and logo: to create one, or to change one. */
function CampaignFields({ campaign, logo }: { campaign?: AdminCampaign; logo: ReturnType<typeof useUploadedPhoto> }) {
  return (
    <>
      <label className="block">
        <span className="label">Nom de la campagne</span>
        <input name="nom" className="field" required minLength={2} maxLength={80} defaultValue={campaign?.nom} />
      </label>
      <label className="block">
        <span className="label">Annonceur</span>
        <input name="nom_entreprise" className="field" required minLength={2} maxLength={80} defaultValue={campaign?.nom_entreprise} />
      </label>
      <label className="block">
        <span className="label">Début</span>
        <input name="date_debut" type="date" className="field" required defaultValue={campaign ? moroccoDay(campaign.date_debut) : undefined} />
      </label>
      <label className="block">
        <span className="label">Fin</span>
        <input name="date_fin" type="date" className="field" required defaultValue={campaign ? moroccoDay(campaign.date_fin) : undefined} />
      </label>
      <PhotoInput
        label={campaign?.logo ? 'Changer le logo de l’annonceur' : 'Logo de l’annonceur (facultatif)'}
        upload={logo}
        className="sm:col-span-2 lg:col-span-4"
      />
    </>
  );
}

function campaignBody(form: FormData, logo: UploadedPhoto | null) {
  return {
    nom: String(form.get('nom')),
    nom_entreprise: String(form.get('nom_entreprise')),
    date_debut: moroccoDayStart(String(form.get('date_debut'))),
    date_fin: moroccoDayStart(String(form.get('date_fin'))),
    ...(logo ? { logo: logo.path } : {}),
  };
}

export function NewCampaignForm() {
  const { busy, error, setError, call } = useAdminCall();
  const logo = useUploadedPhoto(setError);
  return (
    <details className="card p-4">
      <summary className="cursor-pointer font-semibold text-brand">+ Nouvelle campagne</summary>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          const target = event.currentTarget;
          void call('POST', '/premiumads/admin/campagnes', { json: campaignBody(new FormData(target), logo.photo) }).then((ok) => {
            if (!ok) return;
            target.reset();
            logo.clear();
          });
        }}
      >
        <CampaignFields logo={logo} />
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary" disabled={busy || logo.uploading}>
            Créer la campagne
          </button>
        </div>
        <ErrorAlert error={error} className="w-full" />
      </form>
    </details>
  );
}

/** Change a campaign: its name, advertiser, dates (an extension) or logo. */
export function CampaignEditForm({ campaign }: { campaign: AdminCampaign }) {
  const { busy, error, setError, call } = useAdminCall();
  const logo = useUploadedPhoto(setError);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand">Modifier la campagne</summary>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          void call('PUT', '/premiumads/admin/campagnes/:id', {
            param: { id: campaign.idcampagneads },
            json: campaignBody(new FormData(event.currentTarget), logo.photo),
          }).then((ok) => ok && logo.clear());
        }}
      >
        <CampaignFields campaign={campaign} logo={logo} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary" disabled={busy || logo.uploading}>
            Enregistrer
          </button>
          {campaign.logo ? (
            <span className="flex items-center gap-2">
              <PlainImg src={photoUrl(campaign.logo) ?? ''} alt="Logo actuel" className="h-8 w-8 rounded-full object-cover" />
              <button
                type="button"
                className="link"
                disabled={busy}
                onClick={() => void call('PUT', '/premiumads/admin/campagnes/:id', { param: { id: campaign.idcampagneads }, json: { logo: null } })}
              >
                Retirer le logo
              </button>
            </span>
          ) : null}
        </div>
        <ErrorAlert error={error} className="w-full" />
      </form>
    </details>
  );
}

export function CampaignToggle({ id, actif }: { id: number; actif: boolean }) {
  const { busy, error, call } = useAdminCall();
  return (
    <div>
      <button
        type="button"
        className="btn-secondary"
        disabled={busy}
        onClick={() => void call('PUT', '/premiumads/admin/campagnes/:id', { param: { id }, json: { actif: !actif } })}
      >
        {actif ? 'Arrêter la campagne' : 'Relancer la campagne'}
      </button>
      <ErrorAlert error={error} className="w-full" />
    </div>
  );
}
