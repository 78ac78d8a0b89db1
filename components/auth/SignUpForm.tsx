'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useFormFields } from '../forms/use-form-fields';
import { createUserWithEmailAndPassword, type User } from 'firebase/auth';
import { accountExists, addUserRow, captchaProof, enterAccount } from '@/lib/auth/account-calls';
import { authError } from '@/lib/auth/errors';
import { firebaseAuth, type FirebaseWebConfig } from '@/lib/auth/firebase';
import { endSession, refreshSessionRole, startSession } from '@/lib/auth/session-client';
import { fillText } from '@/lib/i18n/fill';
import { ACCOUNT_ERRORS, PASSWORD_MIN_LENGTH, SignupForm, splitFullName } from '@/lib/schemas/account';
import { CitySelect, Field, PhoneInput, fieldErrors, FormMessage } from '../forms/Field';
import { Captcha } from './Captcha';
import { GoogleButton } from './GoogleButton';
import { GoogleProfile, useGoogleSignIn } from './GoogleSignIn';
import { usePageLocale, useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';
import type { CityChoice } from '@/lib/schemas/reference';

/**
 * Sign-up, in the spec's order: captcha verified first, e-mail then phone must be free, the full
 * name split into nom and prenom, the Firebase account created, then adduser. If adduser fails, the
 * Firebase account is deleted so that the person can simply try again.
 */
export function SignUpForm({ config, next, cities }: { config: FirebaseWebConfig; next: string | null; cities: CityChoice[] }) {
  const texts = useTexts('auth');
  const fields = useTexts('fields');
  const locale = usePageLocale();
  const say = useErrorText();
  const {
    values: form,
    errors,
    setErrors,
    set,
    field,
  } = useFormFields({ fullName: '', email: '', telephone: '', ville: '', password: '', terms: false }, { errorText: say });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const google = useGoogleSignIn(config, next, setError, setBusy);
  const retryCaptcha = () => setCaptchaReset((n) => n + 1);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = SignupForm.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const fields = parsed.data;
    setBusy(true);
    let created: User | null = null;
    try {
      const proof = await captchaProof(captcha);
      if (!proof.ok) {
        setError(proof.error);
        retryCaptcha();
        return;
      }
      const emailTaken = await accountExists('email', fields.email);
      if (!emailTaken.ok) return setError(emailTaken.error);
      if (emailTaken.value) return setErrors({ email: ACCOUNT_ERRORS.emailTaken });
      const phoneTaken = await accountExists('telephone', fields.telephone);
      if (!phoneTaken.ok) return setError(phoneTaken.error);
      if (phoneTaken.value) return setErrors({ telephone: ACCOUNT_ERRORS.phoneTaken });

      const { nom, prenom } = splitFullName(fields.fullName);
      created = (await createUserWithEmailAndPassword(firebaseAuth(config), fields.email, fields.password)).user;
      await startSession(created);
      const row = await addUserRow(
        { nom, prenom, email: fields.email, uid: created.uid, telephone: fields.telephone, ville: fields.ville, langue: locale },
        proof.value,
      );
      if (!row.ok) {
        await created.delete().catch(() => undefined);
        await endSession();
        created = null;
        setError(`${say(row.error)} ${say(ACCOUNT_ERRORS.firebaseAccountDeleted)}.`);
        retryCaptcha();
        return;
      }
      const session = await refreshSessionRole();
      await enterAccount(session.role, next);
    } catch (caught) {
      if (created) {
        await created.delete().catch(() => undefined);
        await endSession();
      }
      setError(authError(caught));
      retryCaptcha();
    } finally {
      setBusy(false);
    }
  }

  if (google.pending) return <GoogleProfile pending={google.pending} cities={cities} next={next} />;

  const passwordShort = form.password.length > 0 && form.password.length < PASSWORD_MIN_LENGTH;
  return (
    <div className="space-y-5">
      <GoogleButton onClick={google.start} disabled={busy} label={texts.google} />
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {texts.orWithEmail}
        <span className="h-px flex-1 bg-line" />
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={texts.fullName} autoComplete="name" {...field('fullName')} required />
        <Field label={texts.email} type="email" inputMode="email" autoComplete="email" {...field('email')} required />
        <PhoneInput value={form.telephone} onChange={set('telephone')} error={say(errors.telephone)} />
        <CitySelect cities={cities} value={form.ville} onChange={set('ville')} error={errors.ville ? fields.cityError : null} />
        <Field
          label={texts.password}
          type="password"
          autoComplete="new-password"
          {...field('password')}
          hint={
            <span className={passwordShort ? 'text-brand-dark' : form.password.length >= PASSWORD_MIN_LENGTH ? 'text-accent' : undefined}>
              {form.password.length >= PASSWORD_MIN_LENGTH ? '✓ ' : ''}
              {fillText(texts.passwordMin, { min: PASSWORD_MIN_LENGTH })}
            </span>
          }
          required
        />
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="terms"
              className="mt-0.5 h-5 w-5 accent-brand"
              checked={form.terms}
              onChange={(e) => set('terms')(e.target.checked)}
              aria-invalid={errors.terms ? true : undefined}
            />
            <span>
              {texts.termsBefore}{' '}
              <Link href="/pages/condition-politique" className="link" target="_blank">
                {texts.termsLink}
              </Link>
            </span>
          </label>
          {errors.terms ? <p className="mt-1 text-sm font-medium text-brand-dark">{say(errors.terms)}</p> : null}
        </div>
        <Captcha onChange={setCaptcha} resetKey={captchaReset} locale={locale} waiting={texts.captchaWaiting} />
        <FormMessage error={say(error)} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? texts.creating : texts.create}
        </button>
      </form>
    </div>
  );
}
