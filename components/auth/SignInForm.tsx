'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { signInWithEmailAndPassword, type User } from 'firebase/auth';
import { enterAccount } from '@/lib/auth/account-calls';
import { authErrorMessage } from '@/lib/auth/errors';
import { firebaseAuth, type FirebaseWebConfig } from '@/lib/auth/firebase';
import { startSession } from '@/lib/auth/session-client';
import { EmailField } from '@/lib/schemas/account';
import { Field, FormMessage } from '../forms/Field';
import { GoogleButton } from './GoogleButton';
import { GoogleProfile, useGoogleSignIn } from './GoogleSignIn';
import { loadPage } from '@/lib/navigation';

/**
 * Sign-in with e-mail and password or Google. Then the session is made on the server, the role
 * read, the guest id linked, and the person sent to their page (or to the safe `next`). A Google
 * account without a user row finishes its sign-up here (ProfileStep).
 */
export function SignInForm({ config, next, cities }: { config: FirebaseWebConfig; next: string | null; cities: string[] }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const google = useGoogleSignIn(config, next, setError, setBusy);

  async function finish(user: User) {
    const session = await startSession(user);
    // A password account without a user row: its sign-up was interrupted.
    if (session.needsProfile) loadPage(`/auth/profil${next ? `?next=${encodeURIComponent(next)}` : ''}`);
    else await enterAccount(session.role, next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: Record<string, string> = {};
    const parsedEmail = EmailField.safeParse(email);
    if (!parsedEmail.success) found.email = parsedEmail.error.issues[0]!.message;
    if (!password) found.password = 'Veuillez saisir votre mot de passe.';
    setErrors(found);
    if (!parsedEmail.success || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { user } = await signInWithEmailAndPassword(firebaseAuth(config), parsedEmail.data, password);
      await finish(user);
    } catch (caught) {
      setError(caught instanceof Error && (caught as { code?: string }).code === 'session/refused' ? caught.message : authErrorMessage(caught));
      setBusy(false);
    }
  }

  if (google.pending) return <GoogleProfile pending={google.pending} cities={cities} next={next} />;

  return (
    <div className="space-y-5">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Adresse e-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <Field
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <div className="text-right text-sm">
          <Link href="/auth/mot-de-passe-oublie" className="link">
            Mot de passe oublié ?
          </Link>
        </div>
        <FormMessage error={error} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Connexion…' : 'Se connecter'}
        </button>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        ou
        <span className="h-px flex-1 bg-line" />
      </div>
      <GoogleButton onClick={google.start} disabled={busy} />
    </div>
  );
}
