'use client';

import { useState, type FormEvent } from 'react';
import { GOOGLE_STAND_IN_MESSAGE, standInGoogleIdToken } from '@/lib/auth/google';
import { errorText } from '@/lib/errors';
import { EmailField } from '@/lib/schemas/account';
import { Field, FormMessage } from '../forms/Field';

/** The local Google account picker (Auth emulator only): choose an e-mail and a name, go back signed in. */
export function GoogleStandIn({ projectId }: { projectId: string }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = EmailField.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    if (!window.opener) return setError('Ouvrez cette page depuis le bouton « Continuer avec Google ».');
    const idToken = await standInGoogleIdToken(parsed.data, name.trim() || parsed.data.split('@')[0]!, projectId);
    (window.opener as Window).postMessage({ type: GOOGLE_STAND_IN_MESSAGE, idToken }, window.location.origin);
    // The page that opened this window closes it once it has the token; closing here at once could
    // beat the message there on a busy phone, and read as "closed before the end".
    window.setTimeout(() => window.close(), 5000);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Adresse Gmail" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Field label="Nom affiché" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      <FormMessage error={errorText({}, error)} />
      <button type="submit" className="btn-primary w-full">
        Continuer
      </button>
    </form>
  );
}
