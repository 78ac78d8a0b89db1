'use client';

import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { authError } from '@/lib/auth/errors';
import { errorText } from '@/lib/errors';
import { firebaseAuth, type FirebaseWebConfig } from '@/lib/auth/firebase';
import { passwordProblem, PASSWORD_MIN_LENGTH } from '@/lib/schemas/account';
import { Field, FormMessage } from '../forms/Field';

type Stage = { kind: 'checking' } | { kind: 'reset'; email: string } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * Firebase's action handler, on our own site: the links of Firebase's e-mails (password reset,
 * e-mail check) land here, so that the whole flow stays on MotoMaroc.
 */
export function ActionHandler({ config, mode, oobCode }: { config: FirebaseWebConfig; mode: string | null; oobCode: string | null }) {
  // A link that cannot work says so at once; the others are checked with Firebase.
  const unusable = !oobCode
    ? 'Ce lien est incomplet. Demandez-en un nouveau.'
    : mode !== 'resetPassword' && mode !== 'verifyEmail'
      ? 'Ce lien n’est pas reconnu.'
      : null;
  const [stage, setStage] = useState<Stage>(() => (unusable ? { kind: 'failed', message: unusable } : { kind: 'checking' }));
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (unusable || !oobCode) return;
    const auth = firebaseAuth(config);
    if (mode === 'resetPassword') {
      verifyPasswordResetCode(auth, oobCode).then(
        (email) => setStage({ kind: 'reset', email }),
        (caught) => setStage({ kind: 'failed', message: errorText({}, authError(caught))! }),
      );
    } else {
      applyActionCode(auth, oobCode).then(
        () => setStage({ kind: 'done', message: 'Votre adresse e-mail est confirmée.' }),
        (caught) => setStage({ kind: 'failed', message: errorText({}, authError(caught))! }),
      );
    }
  }, [config, mode, oobCode, unusable]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password);
    setFieldError(problem);
    if (problem || !oobCode) return;
    setBusy(true);
    setError(null);
    try {
      await confirmPasswordReset(firebaseAuth(config), oobCode, password);
      setStage({ kind: 'done', message: 'Votre mot de passe est modifié. Vous pouvez vous connecter.' });
    } catch (caught) {
      setError(errorText({}, authError(caught)));
    } finally {
      setBusy(false);
    }
  }

  if (stage.kind === 'checking')
    return (
      <p role="status" className="text-muted">
        Vérification du lien…
      </p>
    );
  if (stage.kind === 'failed' || stage.kind === 'done') {
    return (
      <div className="space-y-4">
        <FormMessage error={stage.kind === 'failed' ? stage.message : null} success={stage.kind === 'done' ? stage.message : null} />
        <Link href={stage.kind === 'failed' ? '/auth/mot-de-passe-oublie' : '/auth/signin'} className="btn-primary w-full">
          {stage.kind === 'failed' ? 'Demander un nouveau lien' : 'Se connecter'}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm">
        Nouveau mot de passe pour <strong>{stage.email}</strong>
      </p>
      <Field
        label="Nouveau mot de passe"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError}
        hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères`}
        required
      />
      <FormMessage error={error} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
      </button>
    </form>
  );
}
