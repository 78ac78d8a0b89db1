'use client';

import { useState, type FormEvent } from 'react';
import { bff } from '@/lib/api/browser';
import { ACCOUNT_MESSAGES, UpdateUserBody, type AccountDetails } from '@/lib/schemas/account';
import { formatPhone } from '@/lib/phone';
import { CitySelect, Field, PhoneInput, fieldErrors, FormMessage } from '../forms/Field';
import { LogoUpload } from './LogoUpload';

/** Mon Profil: name, phone (unique among the other users), city; a shop also its company fields and logo. */
export function ProfileForm({ account, cities }: { account: AccountDetails; cities: string[] }) {
  const [form, setForm] = useState({
    nom: account.nom,
    prenom: account.prenom,
    telephone: account.telephone ? formatPhone(account.telephone) : '',
    ville: account.ville ?? '',
    nom_entreprise: account.nom_entreprise ?? '',
    description: account.description ?? '',
    adresse: account.adresse ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isShop = account.role === 'boutique';
  const set = (key: keyof typeof form) => (value: string) => {
    setSaved(null);
    setForm((current) => ({ ...current, [key]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(null);
    const body = isShop ? form : { nom: form.nom, prenom: form.prenom, telephone: form.telephone, ville: form.ville };
    const parsed = UpdateUserBody.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    if (isShop && !form.nom_entreprise.trim()) return setErrors({ nom_entreprise: 'Le nom de l’entreprise est obligatoire.' });
    setErrors({});
    setBusy(true);
    try {
      const taken = await bff('GET', '/utilisateur/telephone-existe-existing-user', { query: { telephone: parsed.data.telephone, excludeUid: account.uid } });
      if (taken.ok && taken.body.existe) return setErrors({ telephone: ACCOUNT_MESSAGES.phoneTaken });
      const result = await bff('PUT', '/utilisateur/update-user', { json: body });
      if (!result.ok) return setError(result.error);
      setForm((current) => ({ ...current, telephone: result.body.telephone ? formatPhone(result.body.telephone) : '' }));
      setSaved(ACCOUNT_MESSAGES.profileSaved);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Adresse e-mail"
        name="email"
        type="email"
        value={account.email}
        readOnly
        disabled
        hint="L’adresse e-mail de connexion ne se modifie pas ici."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nom" name="nom" autoComplete="family-name" value={form.nom} onChange={(e) => set('nom')(e.target.value)} error={errors.nom} required />
        <Field
          label="Prénom"
          name="prenom"
          autoComplete="given-name"
          value={form.prenom}
          onChange={(e) => set('prenom')(e.target.value)}
          error={errors.prenom}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneInput value={form.telephone} onChange={set('telephone')} error={errors.telephone} />
        <CitySelect cities={cities} value={form.ville} onChange={set('ville')} error={errors.ville ? 'Choisissez votre ville.' : null} />
      </div>
      {isShop ? (
        <fieldset className="space-y-4 rounded-xl border border-line p-4">
          <legend className="px-1 font-semibold">Ma boutique</legend>
          <LogoUpload current={account.logo} />
          <Field
            label="Nom de l’entreprise"
            name="nom_entreprise"
            autoComplete="organization"
            value={form.nom_entreprise}
            onChange={(e) => set('nom_entreprise')(e.target.value)}
            error={errors.nom_entreprise}
            required
          />
          <Field
            label="Adresse"
            name="adresse"
            autoComplete="street-address"
            value={form.adresse}
            onChange={(e) => set('adresse')(e.target.value)}
            error={errors.adresse}
          />
          <div>
            <label htmlFor="profil-description" className="label">
              Description
            </label>
            <textarea
              id="profil-description"
              className="field min-h-28 py-2"
              rows={4}
              maxLength={2000}
              value={form.description}
              onChange={(e) => set('description')(e.target.value)}
            />
            {errors.description ? <p className="mt-1 text-sm font-medium text-brand-dark">{errors.description}</p> : null}
          </div>
        </fieldset>
      ) : null}
      <FormMessage error={error} success={saved} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Enregistrement…' : 'Enregistrer'}
      </button>
    </form>
  );
}
