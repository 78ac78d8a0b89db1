'use client';

import { useState, type FormEvent } from 'react';
import { useFormFields } from '../forms/use-form-fields';
import { sendPasswordResetEmail } from 'firebase/auth';
import { authError, authErrorCode } from '@/lib/auth/errors';
import { firebaseAuth, type FirebaseWebConfig } from '@/lib/auth/firebase';
import { EmailField } from '@/lib/schemas/account';
import { Field, FormMessage } from '../forms/Field';
import { useLocalePath, useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';

/** Sends Firebase's reset e-mail. The answer is the same whether the e-mail has an account or not. */
export function ForgotPasswordForm({ config }: { config: FirebaseWebConfig }) {
  const texts = useTexts('auth');
  const pagePath = useLocalePath();
  const say = useErrorText();
  const {
    values: { email },
    setErrors,
    field,
  } = useFormFields({ email: '' }, { errorText: say });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = EmailField.safeParse(email);
    setErrors(parsed.success ? {} : { email: parsed.error.issues[0]!.message });
    if (!parsed.success) return;
    setBusy(true);
    try {
      await sendPasswordResetEmail(firebaseAuth(config), parsed.data, { url: `${window.location.origin}${pagePath('/auth/signin')}` });
      setSent(true);
    } catch (caught) {
      // Unknown e-mail: same answer, so that nobody learns who has an account.
      if (authErrorCode(caught) === 'auth/user-not-found') setSent(true);
      else setError(authError(caught));
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <FormMessage success={texts.resetSent} />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={texts.email} type="email" inputMode="email" autoComplete="email" {...field('email')} required />
      <FormMessage error={say(error)} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? texts.sending : texts.sendLink}
      </button>
    </form>
  );
}
