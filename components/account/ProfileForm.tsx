'use client';

import { useState, type FormEvent } from 'react';
import { useFormFields } from '../forms/use-form-fields';
import { bff } from '@/lib/api/browser';
import { refusal } from '@/lib/api/refusal';
import { ACCOUNT_ERRORS, ACCOUNT_FIELD_ERRORS, UpdateUserBody, type AccountDetails } from '@/lib/schemas/account';
import { formatPhone } from '@/lib/phone';
import { CitySelect, Field, PhoneInput, fieldErrors, FormMessage, Labelled } from '../forms/Field';
import { LogoUpload } from './LogoUpload';
import { useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';
import type { CityChoice } from '@/lib/schemas/reference';

/** Mon Profil: name, phone (unique among the other users), city; a shop also its company fields and logo. */
export function ProfileForm({ account, cities }: { account: AccountDetails; cities: CityChoice[] }) {
  const texts = useTexts('profilePage');
  const fields = useTexts('fields');
  const say = useErrorText();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    values: form,
    setValues: setForm,
    errors,
    setErrors,
    set,
    field,
  } = useFormFields(
    {
      nom: account.nom,
      prenom: account.prenom,
      telephone: account.telephone ? formatPhone(account.telephone) : '',
      ville: account.ville ?? '',
      nom_entreprise: account.nom_entreprise ?? '',
      description: account.description ?? '',
      adresse: account.adresse ?? '',
    },
    { onEdit: () => setSaved(null) },
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isShop = account.role === 'boutique';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(null);
    const body = isShop ? form : { nom: form.nom, prenom: form.prenom, telephone: form.telephone, ville: form.ville };
    const parsed = UpdateUserBody.safeParse(body);
    if (!parsed.success)
      return setErrors(Object.fromEntries(Object.entries(fieldErrors(parsed.error.issues)).map(([field, message]) => [field, say(message)!])));
    if (isShop && !form.nom_entreprise.trim()) return setErrors({ nom_entreprise: say(ACCOUNT_FIELD_ERRORS.companyRequired)! });
    setErrors({});
    setBusy(true);
    try {
      const taken = await bff('GET', '/utilisateur/telephone-existe-existing-user', { query: { telephone: parsed.data.telephone, excludeUid: account.uid } });
      if (taken.ok && taken.body.existe) return setErrors({ telephone: say(ACCOUNT_ERRORS.phoneTaken)! });
      const result = await bff('PUT', '/utilisateur/update-user', { json: body });
      if (!result.ok) return setError(refusal(result));
      setForm((current) => ({ ...current, telephone: result.body.telephone ? formatPhone(result.body.telephone) : '' }));
      setSaved(texts.saved);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={texts.email} name="email" type="email" value={account.email} readOnly disabled hint={texts.emailHint} dir="ltr" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={texts.lastName} autoComplete="family-name" {...field('nom')} required />
        <Field label={texts.firstName} autoComplete="given-name" {...field('prenom')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneInput value={form.telephone} onChange={set('telephone')} error={errors.telephone} />
        <CitySelect cities={cities} value={form.ville} onChange={set('ville')} error={errors.ville ? fields.cityError : null} />
      </div>
      {isShop ? (
        <fieldset className="space-y-4 rounded-xl border border-line p-4">
          <legend className="px-1 font-semibold">{texts.shop}</legend>
          <LogoUpload current={account.logo} />
          <Field label={texts.company} autoComplete="organization" {...field('nom_entreprise')} required />
          <Field label={texts.address} autoComplete="street-address" {...field('adresse')} />
          <Labelled label={texts.description} error={errors.description}>
            {(control) => (
              <textarea
                {...control}
                className="field min-h-28 py-2"
                rows={4}
                maxLength={2000}
                value={form.description}
                onChange={(e) => set('description')(e.target.value)}
              />
            )}
          </Labelled>
        </fieldset>
      ) : null}
      <FormMessage error={say(error)} success={saved} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? texts.saving : texts.save}
      </button>
    </form>
  );
}
