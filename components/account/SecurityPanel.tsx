'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormFields } from '../forms/use-form-fields';
import { signInWithEmailAndPassword, updatePassword } from 'firebase/auth';
import { bff } from '@/lib/api/browser';
import { authError } from '@/lib/auth/errors';
import { firebaseAuth, type FirebaseWebConfig } from '@/lib/auth/firebase';
import { endSession, startSession } from '@/lib/auth/session-client';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@/lib/schemas/account';
import { fillText } from '@/lib/i18n/fill';
import { Field, FormMessage } from '../forms/Field';
import { loadPage, SIGN_IN_URL } from '@/lib/navigation';
import { useLocalePath, useTexts } from '../texts/TextsProvider';
import { useErrorText, useRefusalText } from '../texts/useErrorText';

/**
 * Sécurité: change the password and delete the account. Both first prove it is really the person
 * (their current password: a fresh sign-in, which the browser then hands to the session), because
 * the browser keeps no Firebase session of its own between pages.
 */
type Props = { config: FirebaseWebConfig; email: string | null };

/** Its texts are the catalogue's securityPage; the codes it shows, those of SECURITY_ERROR_TABLES. */
export function SecurityPanel({ config, email }: Props) {
  const texts = useTexts('securityPage');
  return (
    <div className="space-y-8">
      <SecuritySection id="mdp-titre" title={texts.changeTitle} lead={texts.changeLead}>
        <ChangePassword config={config} email={email} />
      </SecuritySection>
      <SecuritySection id="suppr-titre" title={texts.deleteTitle} lead={texts.deleteLead} danger>
        <DeleteAccount config={config} email={email} />
      </SecuritySection>
    </div>
  );
}

/** One card of the page: its heading, what it does, its form; the deletion's is drawn in red. */
function SecuritySection({ id, title, lead, danger, children }: { id: string; title: string; lead: string; danger?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={danger ? 'card border border-brand/30 p-5 sm:p-6' : 'card p-5 sm:p-6'}>
      <h2 id={id} className={danger ? 'text-lg font-bold text-brand-dark' : 'text-lg font-bold'}>
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{lead}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Signs in again with the current password: a fresh proof of identity for Firebase and for v1. */
async function reauthenticate(config: FirebaseWebConfig, email: string, password: string) {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(config), email, password);
  return user;
}

function ChangePassword({ config, email }: Props) {
  const texts = useTexts('securityPage');
  const say = useErrorText();
  const {
    values: { current, next },
    setValues,
    setErrors,
    field,
  } = useFormFields({ current: '', next: '' });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!email) return setError(texts.noEmail);
    const found: Record<string, string> = {};
    if (!current) found.current = texts.currentMissing;
    const problem = passwordProblem(next);
    if (problem) found.next = say(problem)!;
    else if (next === current) found.next = texts.sameAsCurrent;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const user = await reauthenticate(config, email, current);
      await updatePassword(user, next);
      // The change ends every session of the account; this one goes on with a sign-in made
      // with the new password.
      const renewed = await reauthenticate(config, email, next);
      await startSession(renewed);
      setValues({ current: '', next: '' });
      setSuccess(texts.changed);
    } catch (caught) {
      setError(say(authError(caught)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <Field label={texts.current} type="password" autoComplete="current-password" {...field('current')} name="current-password" required />
      <Field
        label={texts.next}
        type="password"
        autoComplete="new-password"
        {...field('next')}
        name="new-password"
        hint={fillText(texts.nextHint, { min: PASSWORD_MIN_LENGTH })}
        required
      />
      <FormMessage error={error} success={success} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? texts.changing : texts.change}
      </button>
    </form>
  );
}

function DeleteAccount({ config, email }: Props) {
  const texts = useTexts('securityPage');
  const pagePath = useLocalePath();
  const say = useErrorText();
  const refused = useRefusalText();
  const {
    values: { password, confirmed },
    set,
    errors,
    setErrors,
    field,
  } = useFormFields({ password: '', confirmed: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email) return setError(texts.noEmail);
    const found: Record<string, string> = {};
    if (!password) found.password = texts.passwordMissing;
    if (!confirmed) found.confirm = texts.confirmMissing;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const user = await reauthenticate(config, email, password);
      // v1 requires a sign-in of less than 5 minutes: the session gets this fresh one.
      await startSession(user);
      const result = await bff('POST', '/utilisateur/delete-account');
      if (!result.ok) {
        setError(refused(result));
        setBusy(false);
        return;
      }
      await endSession();
      // The sign-in page of the language, which says the account is gone.
      loadPage(`${pagePath(SIGN_IN_URL)}?compte=supprime`);
    } catch (caught) {
      setError(say(authError(caught)));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <Field label={texts.password} type="password" autoComplete="current-password" {...field('password')} name="delete-password" required />
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="confirm"
            className="mt-0.5 h-5 w-5 accent-brand"
            checked={confirmed}
            onChange={(e) => set('confirmed')(e.target.checked)}
          />
          <span>{texts.confirm}</span>
        </label>
        {errors.confirm ? <p className="mt-1 text-sm font-medium text-brand-dark">{errors.confirm}</p> : null}
      </div>
      <FormMessage error={error} />
      <button type="submit" className="btn w-full bg-brand-dark text-white hover:bg-brand sm:w-auto" disabled={busy}>
        {busy ? texts.deleting : texts.delete}
      </button>
    </form>
  );
}
