import { notFound } from 'next/navigation';
import { AuthShell } from '@/components/auth/AuthShell';
import { GoogleStandIn } from '@/components/auth/GoogleStandIn';
import { firebaseWebConfig } from '@/server/auth/firebase-web';

export const metadata = { title: 'Compte Google (local)' };

/** Google's stand-in while the Auth emulator runs (see lib/auth/google.ts); absent with a real Firebase project. */
export default async function GoogleStandInPage() {
  const config = firebaseWebConfig();
  if (!config.emulatorUrl) notFound();
  return (
    <AuthShell title="Choisir un compte Google" lead="Site de démonstration : la connexion Google est simulée par l’émulateur Firebase local.">
      <GoogleStandIn projectId={config.projectId} />
    </AuthShell>
  );
}
