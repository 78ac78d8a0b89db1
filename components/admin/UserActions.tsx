'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { bff } from '@/lib/api/browser';
import { ADMIN_MESSAGES, type AdminUser } from '@/lib/schemas/admin';

/** Turn a particulier into a shop, or delete the account (after a confirmation). */
export function UserActions({ user }: { user: { idutilisateur: number; role: AdminUser['role']; nom: string } }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shopForm, setShopForm] = useState(false);
  const [, startTransition] = useTransition();

  async function transform(form: FormData) {
    setBusy(true);
    setError(null);
    const answer = await bff(`/utilisateur/admin/${user.idutilisateur}/transformer-boutique`, {
      method: 'PUT',
      json: { nom_entreprise: String(form.get('nom_entreprise') ?? ''), adresse: String(form.get('adresse') ?? '') },
    });
    setBusy(false);
    if (!answer.ok) return setError(answer.status >= 500 || answer.status === 0 ? ADMIN_MESSAGES.transformFailed : answer.error);
    setShopForm(false);
    startTransition(() => router.refresh());
  }

  async function remove() {
    if (!window.confirm(`Supprimer le compte de ${user.nom} ? Ses annonces et sponsorings sont supprimés ; ses paiements restent en comptabilité.`)) return;
    setBusy(true);
    setError(null);
    const answer = await bff(`/utilisateur/admin/user/${user.idutilisateur}`, { method: 'DELETE' });
    setBusy(false);
    if (!answer.ok) return setError(answer.status >= 500 || answer.status === 0 ? ADMIN_MESSAGES.deleteUserFailed : answer.error);
    startTransition(() => router.push('/compte/admin/utilisateurs'));
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
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy}>
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
      {error ? (
        <p role="alert" className="text-sm font-medium text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}
