import { ProfileStepRoute, profileStepMetadata } from '@/components/routes/AuthRoutes';

export const metadata = profileStepMetadata('fr');

export default function CompleteProfilePage({ searchParams }: PageProps<'/auth/profil'>) {
  return <ProfileStepRoute searchParams={searchParams} locale="fr" />;
}
