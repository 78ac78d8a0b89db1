'use client';

import { isLocale } from '@/lib/i18n/locales';
import { useState, type FormEvent } from 'react';
import { useFormFields } from '../forms/use-form-fields';
import { accountExists, addUserRow, captchaProof, enterAccount } from '@/lib/auth/account-calls';
import { endSession, refreshSessionRole } from '@/lib/auth/session-client';
import { ACCOUNT_ERRORS, ACCOUNT_FIELD_ERRORS, PhoneField, splitFullName, VilleField } from '@/lib/schemas/account';
import { SIGN_IN_ERRORS } from '@/lib/auth/errors';
import { CitySelect, Field, PhoneInput, FormMessage } from '../forms/Field';
import { usePageLocale, useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';
import { Captcha } from './Captcha';
import type { CityChoice } from '@/lib/schemas/reference';

export interface ProfileIdentity {
  uid: string;
  email: string;
  displayName: string | null;
}

/**
 * The end of a first Google sign-in: the account has no user row yet, so phone and city are asked,
 * then adduser. If adduser fails, the fresh Firebase account is deleted (`deleteFirebaseAccount`),
 * so that the person can start again cleanly.
 */
export function ProfileStep({
  identity,
  cities,
  next,
  deleteFirebaseAccount,
}: {
  identity: ProfileIdentity;
  cities: CityChoice[];
  next: string | null;
  deleteFirebaseAccount?: () => Promise<void>;
}) {
  const texts = useTexts('auth');
  const fields = useTexts('fields');
  const locale = usePageLocale();
  const say = useErrorText();
  const {
    values: { fullName, telephone, ville },
    set,
    errors,
    setErrors,
    field,
  } = useFormFields({ fullName: identity.displayName ?? '', telephone: '', ville: '' });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: Record<string, string> = {};
    if (fullName.trim().length < 2) found.fullName = say(ACCOUNT_FIELD_ERRORS.fullNameRequired)!;
    const phone = PhoneField.safeParse(telephone);
    if (!phone.success) found.telephone = say(phone.error.issues[0]!.message)!;
    const city = VilleField.safeParse(ville);
    if (!city.success) found.ville = fields.cityError;
    setErrors(found);
    if (Object.keys(found).length > 0 || !phone.success || !city.success) return;

    setBusy(true);
    try {
      const proof = await captchaProof(captcha);
      if (!proof.ok) {
        setError(say(proof.error));
        setCaptchaReset((n) => n + 1);
        return;
      }
      const taken = await accountExists('telephone', phone.data);
      if (taken.ok && taken.value) {
        setErrors({ telephone: say(ACCOUNT_ERRORS.phoneTaken)! });
        setCaptchaReset((n) => n + 1);
        return;
      }
      const { nom, prenom } = splitFullName(fullName);
      // The page's language (a Google sign-up from an Arabic page) becomes the account's.
      const langue = isLocale(document.documentElement.lang) ? document.documentElement.lang : 'fr';
      const created = await addUserRow({ nom, prenom, email: identity.email, uid: identity.uid, telephone: phone.data, ville: city.data, langue }, proof.value);
      if (!created.ok) {
        if (deleteFirebaseAccount) {
          await deleteFirebaseAccount().catch(() => undefined);
          await endSession();
          setError(`${say(ACCOUNT_ERRORS.firebaseAccountDeleted)}. ${say(created.error)}`);
        } else {
          setError(say(created.error));
        }
        setCaptchaReset((n) => n + 1);
        return;
      }
      const session = await refreshSessionRole();
      await enterAccount(session.role, next);
    } catch {
      setError(say(SIGN_IN_ERRORS.generic));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="rounded-lg bg-canvas px-3 py-2 text-sm">
        {texts.googleAccount} <strong dir="ltr">{identity.email}</strong>
      </p>
      <Field label={texts.fullName} autoComplete="name" {...field('fullName')} required />
      <PhoneInput value={telephone} onChange={set('telephone')} error={errors.telephone} />
      <CitySelect cities={cities} value={ville} onChange={set('ville')} error={errors.ville} />
      <Captcha onChange={setCaptcha} resetKey={captchaReset} locale={locale} waiting={texts.captchaWaiting} />
      <FormMessage error={error} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? texts.creating : texts.finish}
      </button>
    </form>
  );
}
