import { authMetadata, SignInRoute } from '@/components/routes/AuthRoutes';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/auth/signin'>) {
  return authMetadata('signin', await routeLocale(params));
}

export default async function SignInPage({ params, searchParams }: PageProps<'/[locale]/auth/signin'>) {
  const locale = await routeLocale(params);
  return <SignInRoute searchParams={searchParams} locale={locale} />;
}
