import { ProfileRoute, profileMetadata } from '@/components/routes/ProfileRoute';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte'>) {
  return profileMetadata(await routeLocale(params));
}

export default async function ProfilePage({ params }: PageProps<'/[locale]/compte'>) {
  const locale = await routeLocale(params);
  return <ProfileRoute locale={locale} />;
}
