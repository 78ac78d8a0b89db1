'use client';

import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminUser } from '@/lib/schemas/admin';
import { PhotoInput, useUploadedPhoto } from './PhotoInput';
import { useAdminCall } from './use-admin-call';
import { ErrorAlert } from '../ui/ErrorAlert';

/** Turn a particulier into a shop (name, logo, address), or delete the account (after a confirmation). */
export function UserActions({ user }: { user: { idutilisateur: number; role: AdminUser['role']; nom: string } }) {
  const { busy, error, setError, call } = useAdminCall();
  const logo = useUploadedPhoto(setError);
  const [shopForm, setShopForm] = useState(false);

  async function transform(form: FormData) {
    const body = {
      nom_entreprise: String(form.get('nom_entreprise') ?? ''),
      adresse: String(form.get('adresse') ?? ''),
      ...(logo.photo ? { logo: logo.photo.path } : {}),
    };
    if (
      await call(
        'PUT',
        '/utilisateur/admin/:id/transformer-boutique',
        { param: { id: user.idutilisateur }, json: body },
        { failure: ADMIN_MESSAGES.transformFailed },
      )
    )
      setShopForm(false);
  }

  async function remove() {
    if (!window.confirm(`Supprimer le compte de ${user.nom} ? Ses annonces et sponsorings sont supprimés ; ses paiements restent en comptabilité.`)) return;
    await call(
      'DELETE',
      '/utilisateur/admin/user/:id',
      { param: { id: user.idutilisateur } },
      { failure: ADMIN_MESSAGES.deleteUserFailed, goTo: '/compte/admin/utilisateurs' },
    );
  }

  return (
    <div className="space-y-3 border-t border-line pt-3">
      {shopForm ? (
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void transform(new FormData(event.currentTarget));
          }}
        >
          <label className="block">
            <span className="label">Nom de la boutique</span>
            <input name="nom_entreprise" className="field" required minLength={2} maxLength={80} autoFocus />
          </label>
          <label className="block">
            <span className="label">Adresse (facultatif)</span>
            <input name="adresse" className="field" maxLength={200} />
          </label>
          <PhotoInput label="Logo (facultatif)" upload={logo} className="sm:col-span-2" />
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy || logo.uploading}>
              Transformer en boutique
            </button>
            <button type="button" className="btn-secondary" onClick={() => setShopForm(false)}>
              Annuler
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {user.role === 'particulier' ? (
            <button type="button" className="btn-secondary" onClick={() => setShopForm(true)}>
              Transformer en boutique…
            </button>
          ) : null}
          <button type="button" className="btn-secondary text-brand-dark" disabled={busy} onClick={() => void remove()}>
            Supprimer le compte
          </button>
        </div>
      )}
      <ErrorAlert error={error} />
    </div>
  );
}
