'use client';

import { useState, type FormEvent } from 'react';
import { signInWithEmailAndPassword, updatePassword } from 'firebase/auth';
import { bff } from '@/lib/api/browser';
import { authErrorMessage } from '@/lib/auth/errors';
import { firebaseAuth, type FirebaseWebConfig } from '@/lib/auth/firebase';
import { endSession, startSession } from '@/lib/auth/session-client';
import { ACCOUNT_MESSAGES, passwordProblem, PASSWORD_MIN_LENGTH } from '@/lib/schemas/account';
import { Field, FormMessage } from '../forms/Field';
import { loadPage } from '@/lib/navigation';

/**
 * Sécurité: change the password and delete the account. Both first prove it is really the person
 * (their current password: a fresh sign-in, which the browser then hands to the session), because
 * the browser keeps no Firebase session of its own between pages.
 */
export function SecurityPanel({ config, email }: { config: FirebaseWebConfig; email: string | null }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="mdp-titre" className="card p-5 sm:p-6">
        <h2 id="mdp-titre" className="text-lg font-bold">
          Changer le mot de passe
        </h2>
        <p className="mt-1 text-sm text-muted">Vos autres appareils seront déconnectés.</p>
        <div className="mt-4">
          <ChangePassword config={config} email={email} />
        </div>
      </section>
      <section aria-labelledby="suppr-titre" className="card border border-brand/30 p-5 sm:p-6">
        <h2 id="suppr-titre" className="text-lg font-bold text-brand-dark">
          Supprimer mon compte
        </h2>
        <p className="mt-1 text-sm text-muted">
          Votre compte, votre profil et toutes vos annonces sont supprimés immédiatement et définitivement. Les paiements déjà effectués restent enregistrés
          dans notre comptabilité, sans lien avec vous.
        </p>
        <div className="mt-4">
          <DeleteAccount config={config} email={email} />
        </div>
      </section>
    </div>
  );
}

/** Signs in again with the current password: a fresh proof of identity for Firebase and for v1. */
async function reauthenticate(config: FirebaseWebConfig, email: string, password: string) {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(config), email, password);
  return user;
}

function ChangePassword({ config, email }: { config: FirebaseWebConfig; email: string | null }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!email) return setError(ACCOUNT_MESSAGES.noEmail);
    const found: Record<string, string> = {};
    if (!current) found.current = 'Veuillez saisir votre mot de passe actuel.';
    const problem = passwordProblem(next);
    if (problem) found.next = problem;
    else if (next === current) found.next = 'Le nouveau mot de passe doit être différent de l’actuel.';
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
      setCurrent('');
      setNext('');
      setSuccess(ACCOUNT_MESSAGES.passwordChanged);
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <Field
        label="Mot de passe actuel"
        name="current-password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current}
        required
      />
      <Field
        label="Nouveau mot de passe"
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next}
        hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères`}
        required
      />
      <FormMessage error={error} success={success} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Modification…' : 'Modifier le mot de passe'}
      </button>
    </form>
  );
}

function DeleteAccount({ config, email }: { config: FirebaseWebConfig; email: string | null }) {
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email) return setError(ACCOUNT_MESSAGES.noEmail);
    const found: Record<string, string> = {};
    if (!password) found.password = 'Veuillez saisir votre mot de passe.';
    if (!confirmed) found.confirm = 'Cochez la case pour confirmer la suppression.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const user = await reauthenticate(config, email, password);
      // v1 requires a sign-in of less than 5 minutes: the session gets this fresh one.
      await startSession(user);
      const result = await bff('POST', '/utilisateur/delete-account');
      if (!result.ok) {
        setError(result.error);
        setBusy(false);
        return;
      }
      await endSession();
      loadPage('/auth/signin?compte=supprime');
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <Field
        label="Mot de passe"
        name="delete-password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="confirm" className="mt-0.5 h-5 w-5 accent-brand" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          <span>Je comprends que mon compte et mes annonces seront supprimés définitivement.</span>
        </label>
        {errors.confirm ? <p className="mt-1 text-sm font-medium text-brand-dark">{errors.confirm}</p> : null}
      </div>
      <FormMessage error={error} />
      <button type="submit" className="btn w-full bg-brand-dark text-white hover:bg-brand sm:w-auto" disabled={busy}>
        {busy ? 'Suppression…' : 'Supprimer définitivement mon compte'}
      </button>
    </form>
  );
}
