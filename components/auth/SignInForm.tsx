'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useFormFields } from '../forms/use-form-fields';
import { signInWithEmailAndPassword, type User } from 'firebase/auth';
import { enterAccount } from '@/lib/auth/account-calls';
import { authError, SIGN_IN_ERRORS } from '@/lib/auth/errors';
import { firebaseAuth, type FirebaseWebConfig } from '@/lib/auth/firebase';
import { startSession } from '@/lib/auth/session-client';
import { EmailField } from '@/lib/schemas/account';
import { Field, FormMessage } from '../forms/Field';
import { GoogleButton } from './GoogleButton';
import { GoogleProfile, useGoogleSignIn } from './GoogleSignIn';
import { loadPage, PROFILE_STEP_URL } from '@/lib/navigation';
import { useLocalePath, useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';
import type { CityChoice } from '@/lib/schemas/reference';

/**
 * Sign-in with e-mail and password or Google. Then the session is made on the server, the role
 * read, the guest id linked, and the person sent to their page (or to the safe `next`). A Google
 * account without a user row finishes its sign-up here (ProfileStep).
 */
export function SignInForm({ config, next, cities }: { config: FirebaseWebConfig; next: string | null; cities: CityChoice[] }) {
  const texts = useTexts('auth');
  const pagePath = useLocalePath();
  const say = useErrorText();
  const {
    values: { email, password },
    setErrors,
    field,
  } = useFormFields({ email: '', password: '' }, { errorText: say });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const google = useGoogleSignIn(config, next, setError, setBusy);

  async function finish(user: User) {
    const session = await startSession(user);
    // A password account without a user row: its sign-up was interrupted.
    if (session.needsProfile) loadPage(`${pagePath(PROFILE_STEP_URL)}${next ? `?next=${encodeURIComponent(next)}` : ''}`);
    else await enterAccount(session.role, next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: Record<string, string> = {};
    const parsedEmail = EmailField.safeParse(email);
    if (!parsedEmail.success) found.email = parsedEmail.error.issues[0]!.message;
    if (!password) found.password = SIGN_IN_ERRORS.passwordMissing;
    setErrors(found);
    if (!parsedEmail.success || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { user } = await signInWithEmailAndPassword(firebaseAuth(config), parsedEmail.data, password);
      await finish(user);
    } catch (caught) {
      setError(authError(caught));
      setBusy(false);
    }
  }

  if (google.pending) return <GoogleProfile pending={google.pending} cities={cities} next={next} />;

  return (
    <div className="space-y-5">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={texts.email} type="email" autoComplete="email" inputMode="email" {...field('email')} required />
        <Field label={texts.password} type="password" autoComplete="current-password" {...field('password')} required />
        <div className="text-end text-sm">
          <Link href={pagePath('/auth/mot-de-passe-oublie')} className="link">
            {texts.forgotLink}
          </Link>
        </div>
        <FormMessage error={say(error)} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? texts.signingIn : texts.signIn}
        </button>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {texts.or}
        <span className="h-px flex-1 bg-line" />
      </div>
      <GoogleButton onClick={google.start} disabled={busy} label={texts.google} />
    </div>
  );
}
