import { ProfileStepRoute, profileStepMetadata } from '@/components/routes/AuthRoutes';

export const metadata = profileStepMetadata('ar');

export default function ArabicCompleteProfilePage({ searchParams }: PageProps<'/ar/auth/profil'>) {
  return <ProfileStepRoute searchParams={searchParams} locale="ar" />;
}
