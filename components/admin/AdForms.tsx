'use client';

import { useState } from 'react';
import { reducePhoto } from '@/lib/photos/reduce';
import { uploadPhoto } from '@/lib/photos/upload';
import { AD_PAGES } from '@/lib/schemas/admin';
import { useAdminCall } from './use-admin-call';

function Alert({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="w-full text-sm font-medium text-brand-dark">
      {error}
    </p>
  ) : null;
}

/** A date field's value (yyyy-mm-dd) as the start of that day in Morocco. */
const dayStart = (value: string) => new Date(`${value}T00:00:00+01:00`).toISOString();

export function NewCampaignForm() {
  const { busy, error, call } = useAdminCall();
  return (
    <details className="card p-4">
      <summary className="cursor-pointer font-semibold text-brand">+ Nouvelle campagne</summary>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          const target = event.currentTarget;
          const form = new FormData(target);
          void call('/premiumads/admin/campagnes', 'POST', {
            nom: String(form.get('nom')),
            nom_entreprise: String(form.get('nom_entreprise')),
            date_debut: dayStart(String(form.get('date_debut'))),
            date_fin: dayStart(String(form.get('date_fin'))),
          }).then((ok) => ok && target.reset());
        }}
      >
        <label className="block">
          <span className="label">Nom de la campagne</span>
          <input name="nom" className="field" required minLength={2} maxLength={80} />
        </label>
        <label className="block">
          <span className="label">Annonceur</span>
          <input name="nom_entreprise" className="field" required minLength={2} maxLength={80} />
        </label>
        <label className="block">
          <span className="label">Début</span>
          <input name="date_debut" type="date" className="field" required />
        </label>
        <label className="block">
          <span className="label">Fin</span>
          <input name="date_fin" type="date" className="field" required />
        </label>
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary" disabled={busy}>
            Créer la campagne
          </button>
        </div>
        <Alert error={error} />
      </form>
    </details>
  );
}

export function CampaignToggle({ id, actif }: { id: number; actif: boolean }) {
  const { busy, error, call } = useAdminCall();
  return (
    <div>
      <button type="button" className="btn-secondary" disabled={busy} onClick={() => void call(`/premiumads/admin/campagnes/${id}`, 'PUT', { actif: !actif })}>
        {actif ? 'Arrêter la campagne' : 'Relancer la campagne'}
      </button>
      <Alert error={error} />
    </div>
  );
}

export function AdRowActions({ id, actif, titre }: { id: number; actif: boolean; titre: string }) {
  const { busy, error, call } = useAdminCall();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className="btn-secondary min-h-9 py-1" disabled={busy} onClick={() => void call(`/premiumads/admin/ads/${id}`, 'PUT', { actif: !actif })}>
        {actif ? 'Suspendre' : 'Activer'}
      </button>
      <button
        type="button"
        className="btn-secondary min-h-9 py-1 text-brand-dark"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Supprimer la publicité « ${titre} » ?`)) void call(`/premiumads/admin/ads/${id}`, 'DELETE');
        }}
      >
        Supprimer
      </button>
      <Alert error={error} />
    </div>
  );
}

/** A new ad: its image (reduced, checked and re-encoded by the upload), link, words and placement, previewed as it will show. */
export function NewAdForm({ idcampagneads, entreprise }: { idcampagneads: number; entreprise: string }) {
  const { busy, error, setError, call } = useAdminCall();
  const [image, setImage] = useState<{ path: string; preview: string } | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [titre, setTitre] = useState('');
  const [texte, setTexte] = useState('');
  const [emplacement, setEmplacement] = useState<'card' | 'banner'>('card');

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    setUploading(0);
    const reduced = await reducePhoto(file);
    const blob = reduced instanceof Blob ? reduced : reduced.blob;
    const result = await uploadPhoto(blob, setUploading);
    setUploading(null);
    if (!result.ok) return setError(result.error);
    setImage({ path: result.path, preview: URL.createObjectURL(blob) });
  }

  return (
    <details className="rounded-lg bg-canvas p-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand">+ Ajouter une publicité</summary>
      <div className="mt-3 grid gap-4 lg:grid-cols-[1fr_18rem]">
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!image) return setError('Envoyez l’image de la publicité.');
            const target = event.currentTarget;
            const form = new FormData(target);
            void call(`/premiumads/admin/campagnes/${idcampagneads}/ads`, 'POST', {
              image_url: image.path,
              redirect_url: String(form.get('redirect_url')),
              titre,
              texte,
              device: String(form.get('device')),
              emplacement,
              page_cible: form.getAll('page_cible').map(String),
              reach_potentiel: Number(form.get('reach_potentiel') || 0),
              cout_par_mille: Number(form.get('cout_par_mille') || 0),
              remarque: String(form.get('remarque') ?? ''),
            }).then((ok) => {
              if (!ok) return;
              target.reset();
              setImage(null);
              setTitre('');
              setTexte('');
            });
          }}
        >
          <label className="block sm:col-span-2">
            <span className="label">Image {emplacement === 'banner' ? '(bannière large)' : '(format 4:3)'}</span>
            <input type="file" accept="image/jpeg,image/png,image/webp" className="block text-sm" onChange={(event) => void pick(event.target.files?.[0])} />
            {uploading !== null ? <span className="text-xs text-muted">Envoi… {Math.round(uploading * 100)} %</span> : null}
          </label>
          <label className="block sm:col-span-2">
            <span className="label">Lien (http ou https)</span>
            <input name="redirect_url" type="url" className="field" required placeholder="https://" maxLength={500} />
          </label>
          <label className="block">
            <span className="label">Titre</span>
            <input value={titre} onChange={(event) => setTitre(event.target.value)} className="field" required minLength={2} maxLength={80} />
          </label>
          <label className="block">
            <span className="label">Texte</span>
            <input value={texte} onChange={(event) => setTexte(event.target.value)} className="field" maxLength={200} />
          </label>
          <label className="block">
            <span className="label">Emplacement</span>
            <select value={emplacement} onChange={(event) => setEmplacement(event.target.value as 'card' | 'banner')} className="field">
              <option value="card">Carte (dans les listes)</option>
              <option value="banner">Bannière</option>
            </select>
          </label>
          <label className="block">
            <span className="label">Appareil</span>
            <select name="device" className="field" defaultValue="tous">
              <option value="tous">Tous</option>
              <option value="mobile">Mobile</option>
              <option value="desktop">Ordinateur</option>
            </select>
          </label>
          <fieldset className="sm:col-span-2">
            <legend className="label">Pages (aucune : toutes)</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {AD_PAGES.map((page) => (
                <label key={page} className="flex items-center gap-1">
                  <input type="checkbox" name="page_cible" value={page} /> {page}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block">
            <span className="label">Affichages promis</span>
            <input name="reach_potentiel" type="number" min={0} className="field" />
          </label>
          <label className="block">
            <span className="label">Coût pour mille (Dh)</span>
            <input name="cout_par_mille" type="number" min={0} step="0.01" className="field" />
          </label>
          <label className="block sm:col-span-2">
            <span className="label">Remarque</span>
            <input name="remarque" className="field" maxLength={500} />
          </label>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy || uploading !== null}>
              Ajouter la publicité
            </button>
          </div>
          <Alert error={error} />
        </form>
        <figure aria-label="Aperçu" className="space-y-1">
          <figcaption className="text-sm font-semibold text-muted">Aperçu</figcaption>
          {emplacement === 'card' ? (
            <div className="card overflow-hidden">
              <div className="flex items-center gap-2 px-3 py-2">
                <span className="truncate text-sm font-semibold">{entreprise}</span>
                <span className="ml-auto rounded bg-canvas px-1.5 py-0.5 text-[11px] font-medium text-muted">Annonce</span>
              </div>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              {image ? <img src={image.preview} alt="" className="aspect-[4/3] w-full object-cover" /> : <div className="aspect-[4/3] bg-line" />}
              <div className="space-y-1 p-3">
                <p className="font-semibold">{titre || 'Titre de la publicité'}</p>
                {texte ? <p className="text-sm text-muted">{texte}</p> : null}
                <span className="btn-secondary w-full">En savoir plus</span>
              </div>
            </div>
          ) : (
            <div className="overflow-hidden rounded-xl ring-1 ring-black/5">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              {image ? <img src={image.preview} alt="" className="aspect-[16/5] w-full object-cover" /> : <div className="aspect-[16/5] bg-line" />}
            </div>
          )}
        </figure>
      </div>
    </details>
  );
}
