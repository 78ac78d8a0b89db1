'use client';

import { useState } from 'react';
import type { User } from 'firebase/auth';
import { enterAccount } from '@/lib/auth/account-calls';
import { authError } from '@/lib/auth/errors';
import { firebaseAuth, type FirebaseWebConfig } from '@/lib/auth/firebase';
import { signInWithGoogle } from '@/lib/auth/google';
import { startSession } from '@/lib/auth/session-client';
import { ProfileStep, type ProfileIdentity } from './ProfileStep';
import { useTexts } from '../texts/TextsProvider';
import type { CityChoice } from '@/lib/schemas/reference';

interface PendingProfile {
  user: User;
  identity: ProfileIdentity;
}

/**
 * 'Continuer avec Google', shared by the sign-in and sign-up forms: an account that has a user row
 * goes in; a first Google sign-in is left pending, for GoogleProfile to ask phone and city.
 */
export function useGoogleSignIn(config: FirebaseWebConfig, next: string | null, onError: (message: string | null) => void, setBusy: (busy: boolean) => void) {
  const [pending, setPending] = useState<PendingProfile | null>(null);
  async function start() {
    onError(null);
    setBusy(true);
    try {
      const { user } = await signInWithGoogle(firebaseAuth(config), config);
      const session = await startSession(user);
      if (session.needsProfile) setPending({ user, identity: { uid: user.uid, email: user.email ?? '', displayName: user.displayName } });
      else await enterAccount(session.role, next);
    } catch (caught) {
      onError(authError(caught));
    } finally {
      setBusy(false);
    }
  }
  return { start, pending };
}

/** The last step of a first Google sign-in; if it fails, the fresh Firebase account is deleted. */
export function GoogleProfile({ pending, cities, next }: { pending: PendingProfile; cities: CityChoice[]; next: string | null }) {
  const texts = useTexts('auth');
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold">{texts.lastStep}</h2>
      <ProfileStep identity={pending.identity} cities={cities} next={next} deleteFirebaseAccount={() => pending.user.delete()} />
    </div>
  );
}
