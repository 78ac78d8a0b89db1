'use client';

import { useState } from 'react';
import { photoUrl } from '@/lib/routes';
import { AD_PAGES, type AdminCampaign } from '@/lib/schemas/admin-ads';
import { PhotoInput, useUploadedPhoto } from './PhotoInput';
import { useAdminCall } from './use-admin-call';
import { PlainImg } from '../ui/PlainImg';
import { ErrorAlert } from '../ui/ErrorAlert';
import { isOneOf } from '@/lib/one-of';

export function AdRowActions({ id, actif, titre }: { id: number; actif: boolean; titre: string }) {
  const { busy, error, call } = useAdminCall();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        className="btn-secondary min-h-9 py-1"
        disabled={busy}
        onClick={() => void call('PUT', '/premiumads/admin/ads/:id', { param: { id }, json: { actif: !actif } })}
      >
        {actif ? 'Suspendre' : 'Activer'}
      </button>
      <button
        type="button"
        className="btn-secondary min-h-9 py-1 text-brand-dark"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Supprimer la publicité « ${titre} » ?`)) void call('DELETE', '/premiumads/admin/ads/:id', { param: { id } });
        }}
      >
        Supprimer
      </button>
      <ErrorAlert error={error} className="w-full" />
    </div>
  );
}

type Device = 'tous' | 'mobile' | 'desktop' | 'chacun';

/** How an ad will look in its placement (the public card or banner), with the picture chosen. */
function AdPreview({
  emplacement,
  entreprise,
  logo,
  image,
  titre,
  texte,
  caption,
}: {
  emplacement: 'card' | 'banner';
  entreprise: string;
  logo: string | null;
  image: string | null;
  titre: string;
  texte: string;
  caption: string;
}) {
  return (
    <figure aria-label={caption} className="space-y-1">
      <figcaption className="text-sm font-semibold text-muted">{caption}</figcaption>
      {emplacement === 'card' ? (
        <div className="card overflow-hidden">
          <div className="flex items-center gap-2 px-3 py-2">
            {logo ? <PlainImg src={photoUrl(logo) ?? ''} alt="" className="h-7 w-7 rounded-full" /> : null}
            <span className="truncate text-sm font-semibold">{entreprise}</span>
            <span className="ml-auto rounded bg-canvas px-1.5 py-0.5 text-[11px] font-medium text-muted">Annonce</span>
          </div>
          {image ? <PlainImg src={image} alt="" className="aspect-[4/3] w-full object-cover" /> : <div className="aspect-[4/3] bg-line" />}
          <div className="space-y-1 p-3">
            <p className="font-semibold">{titre || 'Titre de la publicité'}</p>
            {texte ? <p className="text-sm text-muted">{texte}</p> : null}
            <span className="btn-secondary w-full">En savoir plus</span>
          </div>
        </div>
      ) : (
        <div className="overflow-hidden rounded-xl ring-1 ring-black/5">
          {image ? <PlainImg src={image} alt="" className="aspect-[16/5] w-full object-cover" /> : <div className="aspect-[16/5] bg-line" />}
        </div>
      )}
    </figure>
  );
}

/**
 * A new ad: its picture (one for every device, or one per device: two ads, mobile and desktop, with
 * the same words), link, words and placement, previewed as it will show.
 */
export function NewAdForm({ campaign }: { campaign: AdminCampaign }) {
  const { busy, error, setError, call } = useAdminCall();
  const image = useUploadedPhoto(setError);
  const desktopImage = useUploadedPhoto(setError);
  const [device, setDevice] = useState<Device>('tous');
  const [titre, setTitre] = useState('');
  const [texte, setTexte] = useState('');
  const [emplacement, setEmplacement] = useState<'card' | 'banner'>('card');
  const perDevice = device === 'chacun';
  const shape = emplacement === 'banner' ? 'bannière large' : 'format 4:3';

  async function create(form: FormData) {
    if (!image.photo || (perDevice && !desktopImage.photo))
      return setError(perDevice ? 'Envoyez l’image mobile et l’image ordinateur.' : 'Envoyez l’image de la publicité.');
    const words = {
      redirect_url: String(form.get('redirect_url')),
      titre,
      texte,
      emplacement,
      page_cible: form.getAll('page_cible').filter((page) => isOneOf(AD_PAGES, page)),
      reach_potentiel: Number(form.get('reach_potentiel') || 0),
      cout_par_mille: Number(form.get('cout_par_mille') || 0),
      remarque: String(form.get('remarque') ?? ''),
    };
    const ads = perDevice
      ? [
          { ...words, device: 'mobile' as const, image_url: image.photo.path },
          { ...words, device: 'desktop' as const, image_url: desktopImage.photo!.path },
        ]
      : [{ ...words, device, image_url: image.photo.path }];
    for (const ad of ads) if (!(await call('POST', '/premiumads/admin/campagnes/:id/ads', { param: { id: campaign.idcampagneads }, json: ad }))) return false;
    return true;
  }

  return (
    <details className="rounded-lg bg-canvas p-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand">+ Ajouter une publicité</summary>
      <div className="mt-3 grid gap-4 lg:grid-cols-[1fr_18rem]">
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            const target = event.currentTarget;
            void create(new FormData(target)).then((ok) => {
              if (!ok) return;
              target.reset();
              image.clear();
              desktopImage.clear();
              setTitre('');
              setTexte('');
            });
          }}
        >
          <label className="block">
            <span className="label">Emplacement</span>
            <select value={emplacement} onChange={(event) => setEmplacement(event.target.value as 'card' | 'banner')} className="field">
              <option value="card">Carte (dans les listes)</option>
              <option value="banner">Bannière</option>
            </select>
          </label>
          <label className="block">
            <span className="label">Appareil</span>
            <select value={device} onChange={(event) => setDevice(event.target.value as Device)} className="field">
              <option value="tous">Tous, une seule image</option>
              <option value="chacun">Mobile et ordinateur, une image chacun</option>
              <option value="mobile">Mobile seulement</option>
              <option value="desktop">Ordinateur seulement</option>
            </select>
          </label>
          <PhotoInput label={perDevice ? `Image mobile (${shape})` : `Image (${shape})`} upload={image} className={perDevice ? '' : 'sm:col-span-2'} />
          {perDevice ? <PhotoInput label={`Image ordinateur (${shape})`} upload={desktopImage} /> : null}
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
            <button type="submit" className="btn-primary" disabled={busy || image.uploading || desktopImage.uploading}>
              {perDevice ? 'Ajouter les deux publicités' : 'Ajouter la publicité'}
            </button>
          </div>
          <ErrorAlert error={error} className="w-full" />
        </form>
        <div className="space-y-3">
          <AdPreview
            caption={perDevice ? 'Aperçu mobile' : 'Aperçu'}
            emplacement={emplacement}
            entreprise={campaign.nom_entreprise}
            logo={campaign.logo}
            image={image.photo?.preview ?? null}
            titre={titre}
            texte={texte}
          />
          {perDevice ? (
            <AdPreview
              caption="Aperçu ordinateur"
              emplacement={emplacement}
              entreprise={campaign.nom_entreprise}
              logo={campaign.logo}
              image={desktopImage.photo?.preview ?? null}
              titre={titre}
              texte={texte}
            />
          ) : null}
        </div>
      </div>
    </details>
  );
}
