import { ProfileStepRoute, profileStepMetadata } from '@/components/auth/AuthRoutes';

export const metadata = profileStepMetadata('fr');

export default function CompleteProfilePage({ searchParams }: PageProps<'/auth/profil'>) {
  return <ProfileStepRoute searchParams={searchParams} locale="fr" />;
}
