import { redirect } from 'next/navigation';
import { AuthShell } from '@/components/auth/AuthShell';
import { ProfileStep } from '@/components/auth/ProfileStep';
import { landingPath } from '@/lib/auth/landing';
import { requireSession } from '@/server/auth/current';
import { authPageData, cityNames } from '@/server/auth/pages';

export const metadata = { title: 'Terminer mon inscription' };

/** A signed-in account without a user row (a Google sign-up left half-way) finishes here. */
export default async function CompleteProfilePage({ searchParams }: PageProps<'/auth/profil'>) {
  const session = await requireSession('/auth/profil');
  const [{ next }, cities] = await Promise.all([authPageData(searchParams), cityNames()]);
  if (session.role) redirect(landingPath(session.role, next));
  return (
    <AuthShell title="Terminer mon inscription" lead="Il manque votre téléphone et votre ville pour que vous puissiez publier des annonces.">
      <ProfileStep identity={{ uid: session.uid, email: session.email ?? '', displayName: session.name }} cities={cities} next={next} />
    </AuthShell>
  );
}
