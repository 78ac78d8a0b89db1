import { ProfileStepRoute, profileStepMetadata } from '@/components/routes/AuthRoutes';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/auth/profil'>) {
  return profileStepMetadata(await routeLocale(params));
}

export default async function CompleteProfilePage({ params, searchParams }: PageProps<'/[locale]/auth/profil'>) {
  const locale = await routeLocale(params);
  return <ProfileStepRoute searchParams={searchParams} locale={locale} />;
}
